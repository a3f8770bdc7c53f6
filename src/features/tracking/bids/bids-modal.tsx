import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconGavel } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Bid } from '@/contract/load-detail';
import { formatDateTime } from '@/shared/format/date';
import { formatMoney } from '@/lib/format/money';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { acceptBid, bidsQueryOptions, refreshAfterAcceptedBid } from '../api';
import { NamedPagination } from '@/lib/ui/named-pagination';
import { NoDataRow, ScrollTable } from '@/lib/ui/scroll-table';
import { LoadModal } from '../load-modal';
import { QueryState } from '../query-state';

/** Spec 2 §2.4 / §9: the bids table pages by 5, 10 or 50, 10 by default. */
export const BID_PAGE_SIZES = [5, 10, 50] as const;
const DEFAULT_BID_PAGE_SIZE = 10;

/** The accepted bid's row is light green (spec 2 §2.4). */
const SELECTED_ROW_BG = 'light-dark(var(--mantine-color-green-1), rgba(64, 192, 87, 0.18))';
/** The lowest open bid is marked (issue 16): the shipper sees the best offer at a glance. */
const LOWEST_ROW_BG = 'light-dark(var(--mantine-color-blue-0), rgba(34, 139, 230, 0.15))';

type Props = {
  loadId: number;
  code: string;
  opened: boolean;
  onClose: () => void;
  /** The viewer may accept a bid: the load's shipper or BackOffice, while the load is Open (decision 047). */
  canAccept: boolean;
};

/** The load's bids, newest first, the accepted one highlighted; with `canAccept` each other bid can be accepted. */
export function BidsModal({ loadId, code, opened, onClose, canAccept }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const bids = useQuery({ ...bidsQueryOptions(loadId), enabled: opened });
  const [confirming, setConfirming] = useState<{ bid: Bid; key: string } | null>(null);
  const accept = useMutation({
    mutationFn: ({ bid, key }: { bid: Bid; key: string }) => acceptBid(bid.Id, key),
    onSuccess: (_answer, { bid }) => {
      setConfirming(null);
      notifySuccess(t`The bid of ${bid.Trucker} has been accepted.`);
      void refreshAfterAcceptedBid(queryClient, loadId);
    },
    onError: (error) => {
      setConfirming(null);
      notifyHttpError(error);
    },
  });
  const price = confirming ? `$${formatMoney(confirming.bid.Price)}` : '';
  return (
    <LoadModal opened={opened} onClose={onClose} size="lg" title={t`Bids · ${code}`}>
      {bids.data ? (
        <BidsTable bids={bids.data} onAccept={canAccept ? (bid) => setConfirming({ bid, key: crypto.randomUUID() }) : undefined} />
      ) : (
        <QueryState error={bids.error} onRetry={() => void bids.refetch()} label={t`Loading bids`} />
      )}
      <ConfirmDialog
        opened={!!confirming}
        title={t`Accept this bid?`}
        text={
          confirming
            ? t`${confirming.bid.Trucker} gets load ${code} for ${price}: the price becomes the load's basic price and the load is booked.`
            : ''
        }
        confirmLabel={t`Accept`}
        color="green"
        busy={accept.isPending}
        onConfirm={() => confirming && accept.mutate(confirming)}
        onClose={() => setConfirming(null)}
      />
    </LoadModal>
  );
}

/** `onAccept`: an Accept button on every bid that is not the accepted one. */
export function BidsTable({ bids, onAccept }: { bids: Bid[]; onAccept?: (bid: Bid) => void }) {
  const { t } = useLingui();
  const [pageSize, setPageSize] = useState<number>(DEFAULT_BID_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(bids.length / pageSize));
  const current = Math.min(page, pageCount);
  const visible = bids.slice((current - 1) * pageSize, current * pageSize);
  const open = bids.filter((b) => (b.Status ?? 'Open') === 'Open');
  const lowestId = open.length ? open.reduce((low, b) => (b.Price < low.Price ? b : low)).Id : null;
  return (
    <Stack gap="sm">
      <ScrollTable
        minWidth={480}
        highlightOnHover
        aria-label={t`Bids`}
        verticalSpacing="xs"
        columns={[t`Trucker`, { ta: 'right', children: t`Price` }, t`Post Date`, t`Accept Bid`]}
      >
        {visible.length === 0 && <NoDataRow colSpan={4} />}
        {visible.map((bid) => (
          <Table.Tr
            key={bid.Id}
            data-selected={bid.Selected || undefined}
            data-lowest={bid.Id === lowestId || undefined}
            bg={bid.Selected ? SELECTED_ROW_BG : bid.Id === lowestId ? LOWEST_ROW_BG : undefined}
          >
            <Table.Td fw={bid.Selected ? 600 : undefined}>
              {bid.Trucker}
              {bid.Id === lowestId && (
                <Badge ml={6} size="xs" color="blue" variant="light" style={{ textTransform: 'none' }}>
                  <Trans>Lowest</Trans>
                </Badge>
              )}
              {bid.Note && (
                <Text size="xs" c="dimmed">
                  {bid.Note}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              ${formatMoney(bid.Price)}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(bid.Created, { withZone: true })}</Table.Td>
            <Table.Td>
              {bid.Selected ? (
                <Badge
                  color="green.9"
                  variant="filled"
                  leftSection={<IconCircleCheckFilled size={14} aria-hidden />}
                  style={{ textTransform: 'none' }}
                >
                  <Trans>Accepted</Trans>
                </Badge>
              ) : bid.Status && bid.Status !== 'Open' ? (
                <Text size="sm" c="dimmed">
                  {bid.Status === 'Withdrawn' ? <Trans>Withdrawn</Trans> : <Trans>Declined</Trans>}
                </Text>
              ) : (
                onAccept && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="green"
                    leftSection={<IconGavel size={14} aria-hidden />}
                    onClick={() => onAccept(bid)}
                    aria-label={t`Accept the bid of ${bid.Trucker}`}
                  >
                    <Trans>Accept</Trans>
                  </Button>
                )
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
      <Group justify="space-between" gap="sm">
        <Select
          label={t`Rows per page`}
          data={BID_PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(value) => {
            setPageSize(Number(value ?? DEFAULT_BID_PAGE_SIZE));
            setPage(1);
          }}
          allowDeselect={false}
          size="xs"
          w={110}
          comboboxProps={{ withinPortal: true }}
        />
        {pageCount > 1 && <NamedPagination value={current} onChange={setPage} total={pageCount} size="sm" />}
      </Group>
    </Stack>
  );
}
