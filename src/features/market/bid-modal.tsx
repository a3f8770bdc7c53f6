import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { BID_NOTE_MAX, bidInputSchema, type BoardLoad } from '@/contract/market';
import { formatMoney } from '@/lib/format/money';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { showUndoNotice } from '@/lib/ui/undo-notice';
import { changeBid, placeBid, refreshMarket, withdrawBid } from './api';

/** Place, change or withdraw the carrier's one bid on a load (decision 081); the contract's schema checks the form. */
export function BidModal({ load, onClose }: { load: BoardLoad | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={!!load}
      onClose={onClose}
      title={<Text fw={700}>{load ? t`Bid on load ${load.Code}` : ''}</Text>}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {load && <BidForm key={load.Id} load={load} onDone={onClose} />}
    </Modal>
  );
}

function BidForm({ load, onDone }: { load: BoardLoad; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mine = load.MyBid?.Status === 'Open' ? load.MyBid : null;
  const [price, setPrice] = useState<number | string>(mine?.Price ?? load.TotalPrice);
  const [note, setNote] = useState(mine?.Note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key] = useState(() => crypto.randomUUID());
  const save = useMutation({
    mutationFn: (body: { Price: number; Note: string | null }) => (mine ? changeBid(mine.Id, body, key) : placeBid(load.Id, body, key)),
    onSuccess: () => {
      notifySuccess(mine ? t`Your bid on load ${load.Code} has been changed.` : t`Your bid on load ${load.Code} has been placed.`);
      void refreshMarket(queryClient);
      onDone();
    },
    onError: (error) => notifyHttpError(error),
  });
  const [confirming, setConfirming] = useState(false);
  /** Withdrawing asks first, then waits 10 s with an Undo before it is sent (issue 38). */
  const withdraw = () => {
    const bid = mine!;
    const amount = `$${formatMoney(bid.Price)}`;
    onDone();
    showUndoNotice({
      id: `withdraw-bid-${bid.Id}`,
      title: t`Withdrawing your bid`,
      text: t`Your bid of ${amount} on load ${load.Code} is withdrawn in a moment.`,
      send: () =>
        withdrawBid(bid.Id, crypto.randomUUID()).then(
          () => {
            notifySuccess(t`Your bid on load ${load.Code} has been withdrawn.`);
            void refreshMarket(queryClient);
          },
          (error: unknown) => notifyHttpError(error),
        ),
      onUndo: () => notifySuccess(t`Your bid on load ${load.Code} stays.`),
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(bidInputSchema, { Price: typeof price === 'number' ? price : undefined, Note: note });
    if (!parsed.success) {
      const flat = v.flatten<typeof bidInputSchema>(parsed.issues).nested ?? {};
      setErrors({ Price: flat.Price?.[0] ?? '', Note: flat.Note?.[0] ?? '' });
      return;
    }
    setErrors({});
    save.mutate({ Price: parsed.output.Price, Note: parsed.output.Note ?? null });
  };

  const posted = `$${formatMoney(load.TotalPrice)}`;
  if (confirming && mine) {
    const amount = `$${formatMoney(mine.Price)}`;
    return (
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Withdraw your bid of {amount} on load {load.Code}? The shipper no longer sees it. You have 10 seconds to undo.
          </Trans>
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setConfirming(false)}>
            <Trans>Keep my bid</Trans>
          </Button>
          <Button color="red" onClick={withdraw} data-autofocus>
            <Trans>Withdraw</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {load.FromCity}, {load.FromState} → {load.ToCity}, {load.ToState} · <Trans>posted at {posted}</Trans>
        </Text>
        <NumberInput
          label={t`Your price (USD)`}
          value={price}
          onChange={setPrice}
          min={0}
          max={10_000_000}
          decimalScale={2}
          thousandSeparator=","
          prefix="$"
          required
          error={errors.Price || undefined}
          data-autofocus
        />
        <Textarea
          label={t`Note to the shipper`}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={BID_NOTE_MAX}
          autosize
          minRows={2}
          error={errors.Note || undefined}
          description={t`Optional, up to 500 characters.`}
        />
        <Group justify="space-between" gap="xs">
          {mine ? (
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
              <Trans>Withdraw my bid</Trans>
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            {mine ? <Trans>Change my bid</Trans> : <Trans>Place bid</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
