import { Trans } from '@lingui/react/macro';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { errorMessages } from '@/lib/http/error-catalogue';
import { HttpError } from '@/lib/http/client';

/** Inside a modal: a spinner while loading, or what failed with Try again. */
export function QueryState({ error, onRetry, label }: { error: Error | null; onRetry: () => void; label: string }) {
  if (!error) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={label} />
      </Center>
    );
  }
  const message = error instanceof HttpError ? errorMessages(error.body).join(' ') : error.message;
  return (
    <Alert color="red" title={<Trans>Could not load</Trans>}>
      {message}
      <div>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </Alert>
  );
}
