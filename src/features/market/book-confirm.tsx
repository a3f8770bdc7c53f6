import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BoardLoad } from '@/contract/market';
import { formatMoney } from '@/lib/format/money';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { refreshLoad } from '@/lib/offline/registry';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { bookLoad, refreshMarket } from './api';

/** Book now (decision 084): one confirmation, then the load is the carrier's — or someone was quicker (409). */
export function BookConfirm({ load, onClose }: { load: BoardLoad | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const book = useMutation({
    mutationFn: (l: BoardLoad) => bookLoad(l.Id, key),
    onSuccess: (answer, booked) => {
      notifySuccess(t`Load ${answer.Code} is booked for you. It is now in My loads.`);
      void refreshMarket(queryClient);
      // the load's own page turns into the driver's (issue 38)
      void refreshLoad(queryClient, booked.Id);
      setKey(crypto.randomUUID());
      onClose();
    },
    onError: (error) => {
      notifyHttpError(error);
      void refreshMarket(queryClient);
      setKey(crypto.randomUUID());
      onClose();
    },
  });
  const price = load ? `$${formatMoney(load.TotalPrice)}` : '';
  return (
    <ConfirmDialog
      opened={!!load}
      title={t`Book this load?`}
      text={load ? t`You book load ${load.Code} (${load.FromCity} → ${load.ToCity}) at ${price}. The load is yours at once.` : ''}
      confirmLabel={t`Book now`}
      color="green"
      busy={book.isPending}
      onConfirm={() => load && book.mutate(load)}
      onClose={onClose}
    />
  );
}
