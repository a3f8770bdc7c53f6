import { Trans } from '@lingui/react/macro';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { HttpError } from '@/lib/http/client';

/** While a profile loads: a spinner; when it failed: what happened, with Try again (not for a missing party). */
export function DetailLoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (!error) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (error instanceof HttpError && error.status === 404) {
    return (
      <Alert color="yellow" title={<Trans>Not found</Trans>}>
        <Trans>This partner does not exist or was removed.</Trans>
      </Alert>
    );
  }
  return (
    <Alert color="red" title={<Trans>The profile could not be loaded.</Trans>}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}
