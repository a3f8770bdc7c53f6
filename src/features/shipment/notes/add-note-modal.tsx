import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Switch, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTE_REQUIRED } from '@/contract/notes';
import { NOTE_MAX_LENGTH, type Note } from '@/contract/shipment';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { translateMessage } from '@/lib/i18n/server-messages';
import { newLocalId } from '@/lib/offline/outbox-entry';
import { useSendOrQueue } from '@/lib/offline/use-offline';
import { noteKeys } from './api';
import { noteBodyProblem } from './notes-view';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';

type Props = { shipmentId: number; loadCode?: string | null; opened: boolean; onClose: () => void };

/** Add Note: a required body of up to 400 characters with a counter, public by default (spec 2 §3, §5). */
export function AddNoteModal({ shipmentId, loadCode = null, opened, onClose }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [touched, setTouched] = useState(false);
  const problem = noteBodyProblem(body);
  useUnsavedChanges(opened && body.trim() !== '');

  const close = () => {
    onClose();
    setBody('');
    setIsPublic(true);
    setTouched(false);
  };

  const sendOrQueue = useSendOrQueue();
  // the key makes a repeated submit (double click, retry after a lost answer) add the note once
  const add = useSubmitMutation({
    // offline too: sendOrQueue keeps the note in the outbox (a mutation would otherwise wait for the network)
    networkMode: 'always',
    mutationFn: (key: string) =>
      sendOrQueue<Note>({
        key,
        loadId: shipmentId,
        loadCode,
        kind: 'note.create',
        target: newLocalId(),
        payload: { Body: body.trim(), IsPublic: isPublic },
      }),
    onSuccess: (outcome) => {
      if (outcome.status === 'queued') {
        notifySuccess(t`Your Note is saved on this device and will be sent when you are back online`);
        close();
        return;
      }
      const note = outcome.answer;
      queryClient.setQueryData<Note[]>(noteKeys.list(shipmentId), (old) => (old ? [note, ...old.filter((n) => n.Id !== note.Id)] : old));
      void queryClient.invalidateQueries({ queryKey: noteKeys.list(shipmentId) });
      notifySuccess(t`Your Note has been added`);
      close();
    },
    onError: (error) => notifyHttpError(error),
  });

  const submit = () => {
    setTouched(true);
    if (problem) return;
    add.submit(crypto.randomUUID());
  };

  // "required" once the field was left or sent; any other problem (too long) at once
  const error = problem && (touched || problem !== NOTE_REQUIRED) ? translateMessage(problem) : undefined;

  return (
    <FormModal
      opened={opened}
      onClose={close}
      unsaved={body.trim() !== ''}
      title={t`Add Note`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t`Note`}
            data-autofocus
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            maxLength={NOTE_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={error}
            description={t`${body.length}/${NOTE_MAX_LENGTH} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Switch
            label={t`Public`}
            description={isPublic ? t`Everyone on this load sees the note.` : t`Only you and BackOffice see the note.`}
            checked={isPublic}
            onChange={(event) => setIsPublic(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Close</Trans>
            </Button>
            <Button type="submit" loading={add.isPending}>
              <Trans>Add Note</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
