import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TRUCKER_REQUIRED } from '@/contract/market';
import { HttpError } from '@/lib/http/client';
import { errorMessages, notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { translateMessage } from '@/lib/i18n/server-messages';
import { refreshLoad } from '@/lib/offline/registry';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';
import { assignLoad, refreshMarket, unassignLoad } from './api';
import { TruckerPicker, type PickedTrucker } from './trucker-picker';

/** What the staff screens hand in: the load, its carrier if any, and the move. */
export type AssignTarget = { id: number; code: string; trucker: string | null; kind: 'assign' | 'unassign' };

export type AssignModalProps = { target: AssignTarget | null; onClose: () => void; onDone?: () => void };

/**
 * BackOffice assigns a carrier to an open load, replaces the carrier of a booked one, or returns a booked load to the
 * board (decision 084). One request per click (a double click sends one); a refusal stays in the modal, in words.
 */
export function AssignModal({ target, onClose, onDone }: AssignModalProps) {
  const { t } = useLingui();
  const title = !target
    ? ''
    : target.kind === 'unassign'
      ? t`Return load ${target.code} to the board`
      : target.trucker
        ? t`Change the carrier of load ${target.code}`
        : t`Assign load ${target.code}`;
  return (
    <Modal opened={!!target} onClose={onClose} title={<Text fw={700}>{title}</Text>} closeButtonProps={{ 'aria-label': t`Close` }}>
      {target && <AssignForm key={`${target.id}-${target.kind}`} target={target} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function AssignForm({ target, onClose, onDone }: { target: AssignTarget; onClose: () => void; onDone?: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedTrucker[]>([]);
  const [pickError, setPickError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string[]>([]);
  // one key per intended move: a retried request is answered once (Idempotency-Key)
  const [key, setKey] = useState(() => crypto.randomUUID());
  const move = useSubmitMutation({
    mutationFn: () => (target.kind === 'unassign' ? unassignLoad(target.id, key) : assignLoad(target.id, picked[0]!.Id, key)),
    onSuccess: (answer) => {
      notifySuccess(
        target.kind === 'unassign'
          ? t`Load ${answer.Code} is back on the board.`
          : t`Load ${answer.Code} is now assigned to ${answer.Trucker ?? ''}.`,
      );
      void refreshMarket(queryClient);
      // the load's own screens (tracking page, load form) read the new carrier and status
      void refreshLoad(queryClient, target.id);
      onDone?.();
      onClose();
    },
    onError: (error) => {
      // a refusal (409, 400 ModelState) stays in the modal in the reader's language; no answer at all is the app's usual notice
      if (error instanceof HttpError) setFailure(errorMessages(error.body));
      else notifyHttpError(error);
      setKey(crypto.randomUUID());
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure([]);
    if (target.kind === 'assign' && picked.length === 0) {
      setPickError(translateMessage(TRUCKER_REQUIRED));
      return;
    }
    move.submit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {target.trucker && (
          <Text size="sm">
            <Trans>Carrier now: {target.trucker}</Trans>
          </Text>
        )}
        {target.kind === 'assign' ? (
          <TruckerPicker
            label={target.trucker ? t`New carrier` : t`Carrier`}
            value={picked}
            onChange={(next) => {
              setPicked(next);
              setPickError(undefined);
            }}
            error={pickError}
            required
            description={t`The load is booked to this carrier at its posted price; open bids are declined.`}
          />
        ) : (
          <Text size="sm">{t`The carrier is removed, its fees are dropped and the load is open for bids or booking again.`}</Text>
        )}
        {failure.length > 0 && (
          <Alert color="red" title={t`Not done`} role="alert">
            {failure.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={move.isPending} color={target.kind === 'unassign' ? 'orange' : undefined}>
            {target.kind === 'unassign' ? t`Return to board` : t`Assign`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
