import { useLingui } from '@lingui/react/macro';
import type { SavedQuery } from '@/contract/saved-searches';

/** One line for a saved search's filters: "Dallas, TX (100 mi) → anywhere · pickup … · ≥ $2.50/mi · bidding". */
export function useQuerySummary(): (q: SavedQuery) => string {
  const { t } = useLingui();
  return (q) => {
    const from = q.originLat !== undefined ? t`${q.origin ?? t`a point`} (${q.radiusMiles ?? ''} mi)` : t`anywhere`;
    const to = q.destLat !== undefined ? t`${q.dest ?? t`a point`} (${q.destRadiusMiles ?? ''} mi)` : t`anywhere`;
    const parts = [`${from} → ${to}`];
    const count = q.equipmentIds.length;
    if (count) parts.push(t`${count} equipment types`);
    if (q.pickupFrom || q.pickupTo) parts.push(t`pickup ${q.pickupFrom ?? '…'} – ${q.pickupTo ?? '…'}`);
    if (q.minRatePerMile !== undefined) parts.push(t`at least $${q.minRatePerMile.toFixed(2)}/mi`);
    if (q.kind === 'bid') parts.push(t`bidding`);
    if (q.kind === 'book') parts.push(t`book now`);
    return parts.join(' · ');
  };
}
