import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { billingKeys, cancelSubscription, pauseSubscription } from './api';
import { useActionLabel, useActionQuestion, useActionSuccess } from './action-texts';
import type { SubscriptionAction } from './row-actions';
import { StartModal, type ActionTarget } from './start-modal';

/** Whose subscription an action changes (a list row or the details page). */

type Write = { action: 'pause' | 'resume' | 'cancel'; target: ActionTarget };

export type SubscriptionActions = {
  run: (action: SubscriptionAction, target: ActionTarget) => void;
  /** The user whose write is running, if any. */
  busyUserId: number | null;
  /** The Start/Renew modal; render once. */
  dialogs: ReactNode;
};

/** Start, pause, resume, cancel and renew (spec 3 §2, §4): confirmations, calls, alerts, then everything reloads. */
export function useSubscriptionActions(): SubscriptionActions {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const label = useActionLabel();
  const question = useActionQuestion();
  const success = useActionSuccess();
  const [start, setStart] = useState<{ target: ActionTarget; renew: boolean; opened: boolean } | null>(null);

  const write = useMutation({
    mutationFn: ({ action, target }: Write) =>
      action === 'cancel' ? cancelSubscription(target.UserId) : pauseSubscription(target.UserId, action === 'pause'),
    onSuccess: (_answer, { action, target }) => {
      notifySuccess(success(action, target.Name));
      return queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
    onError: (error) => notifyHttpError(error),
  });

  function run(action: SubscriptionAction, target: ActionTarget) {
    if (action === 'start' || action === 'renew') {
      setStart({ target, renew: action === 'renew', opened: true });
      return;
    }
    modals.openConfirmModal({
      title: label(action),
      centered: true,
      children: <Text size="sm">{question(action, target.Name)}</Text>,
      labels: { confirm: t`Yes`, cancel: t`No` },
      confirmProps: { color: action === 'cancel' ? 'red.9' : undefined },
      closeButtonProps: { 'aria-label': t`Close` },
      onConfirm: () => write.mutate({ action, target }),
    });
  }

  const dialogs = (
    <StartModal
      target={start?.target ?? null}
      renew={start?.renew ?? false}
      opened={!!start?.opened}
      onClose={() => setStart((current) => current && { ...current, opened: false })}
    />
  );

  return { run, busyUserId: write.isPending ? write.variables.target.UserId : null, dialogs };
}
