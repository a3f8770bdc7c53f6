import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HttpError } from '@/lib/http/client';
import { errorMessages } from '@/lib/http/error-catalogue';

export type LoadStateProps = {
  /** null while loading. */
  error: Error | null;
  onRetry: () => void;
  /** What is loading, read by screen readers ("Loading the profile"). */
  loadingLabel?: string;
  /** What failed ("The profile could not be loaded."). */
  errorTitle?: ReactNode;
  /** Shown instead of the error for a 404 ("This partner does not exist or was removed."). */
  notFound?: ReactNode;
};

/** A refusal (4xx other than a timeout or throttling) fails again the same way: no Try again. */
const retryable = (error: Error) =>
  !(error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429);

/**
 * The one loading and error state of every screen and modal (issue 15 item 21): a spinner announced as a polite
 * status ("Loading the profile"), then, if it failed, an alert announced at once with what happened (the server's
 * message when it gave one) and Try again when trying again can help. A 404 can have its own text.
 */
export function LoadState({ error, onRetry, loadingLabel, errorTitle, notFound }: LoadStateProps) {
  const { t } = useLingui();
  if (!error) {
    return (
      <Center py="xl" role="status" aria-live="polite" data-testid="load-state">
        <Loader aria-hidden />
        <VisuallyHidden>{loadingLabel ?? t`Loading`}</VisuallyHidden>
      </Center>
    );
  }
  if (notFound && error instanceof HttpError && error.status === 404) {
    return (
      <Alert role="alert" color="yellow" icon={<IconInfoCircle aria-hidden />} title={t`Not found`} data-testid="load-state">
        {notFound}
      </Alert>
    );
  }
  const message = error instanceof HttpError ? errorMessages(error.body).join(' ') : error.message;
  return (
    <Alert
      role="alert"
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={errorTitle ?? t`This could not be loaded.`}
      data-testid="load-state"
    >
      <Stack gap="sm" align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        {retryable(error) && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
