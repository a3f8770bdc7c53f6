import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconDotsVertical,
  IconFileDescription,
  IconFileInvoice,
  IconMapPin,
  IconPrinter,
  IconReceipt,
  IconReceiptDollar,
  IconUserShare,
} from '@tabler/icons-react';
import type { LoadRow } from '@/contract/loads';
import { AppLink } from '@/lib/ui/app-link';
import { loadDetailHref, trackingHref } from '../status';
import { billPrintHref, invoicePrintHref, loadActions, type LoadAction } from './row-actions';

export type BillingTarget = { row: LoadRow; kind: 'bill' | 'invoice' };
export type AssignMove = { row: LoadRow; kind: 'assign' | 'unassign' };

type Props = { row: LoadRow; onEditBilling: (target: BillingTarget) => void; onAssign: (move: AssignMove) => void };

/** The row's Actions menu: links for the pages; Update bill / Update invoice and the carrier moves open their modal. */
export function LoadActionsMenu({ row, onEditBilling, onAssign }: Props) {
  const { t } = useLingui();
  const labels: Record<LoadAction, string> = {
    detail: t`Detail`,
    track: t`Track load`,
    assign: row.TruckerOwnerId ? t`Change carrier` : t`Assign carrier`,
    unassign: t`Return to board`,
    updateBill: t`Update bill`,
    updateInvoice: t`Update invoice`,
    printBill: t`Print bill`,
    printInvoice: t`Print invoice`,
  };
  const icons = {
    detail: IconFileDescription,
    track: IconMapPin,
    assign: IconUserShare,
    unassign: IconArrowBackUp,
    updateBill: IconReceiptDollar,
    updateInvoice: IconFileInvoice,
    printBill: IconPrinter,
    printInvoice: IconReceipt,
  } satisfies Record<LoadAction, unknown>;
  const hrefs: Partial<Record<LoadAction, string>> = {
    detail: loadDetailHref(row.Id),
    track: trackingHref(row.Id),
    printBill: billPrintHref(row.Id),
    printInvoice: invoicePrintHref(row.Id),
  };

  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${row.Code}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {loadActions(row.StatusCode).map((action) => {
          const Icon = icons[action];
          const href = hrefs[action];
          const left = <Icon size={16} aria-hidden />;
          return href ? (
            <Menu.Item key={action} leftSection={left} component={AppLink} href={href}>
              {labels[action]}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action}
              leftSection={left}
              onClick={() =>
                action === 'assign' || action === 'unassign'
                  ? onAssign({ row, kind: action })
                  : onEditBilling({ row, kind: action === 'updateBill' ? 'bill' : 'invoice' })
              }
            >
              {labels[action]}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
