/** A trucker or a shipper (the partners feature's PartnerKind). */
export type PartnerKind = 'trucker' | 'shipper';

/** Spec 1 §3: the loads screens read the selected party from these localStorage keys. */
export const LOAD_SELECTION_KEYS = { id: 'LoadIdSelected', isShipper: 'isShipper' } as const;

/**
 * Before opening /shipper/Loads/{id}: the selected id and the shipper flag (spec 1 §2.5). For a trucker the flag is
 * written as "false", so a shipper picked earlier does not leak into the trucker's loads.
 */
export function rememberLoadSelection(kind: PartnerKind, id: number): void {
  try {
    localStorage.setItem(LOAD_SELECTION_KEYS.id, String(id));
    localStorage.setItem(LOAD_SELECTION_KEYS.isShipper, String(kind === 'shipper'));
  } catch {
    /* storage unavailable: the loads page falls back to the id in its path */
  }
}

export const detailsHref = (kind: PartnerKind, id: number) => (kind === 'trucker' ? `/truckers/${id}/details` : `/Shippers/${id}/details`);
export const shipmentsHref = (id: number) => `/shipper/Loads/${id}`;
