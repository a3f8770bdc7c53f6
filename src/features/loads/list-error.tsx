import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { HttpError } from '@/lib/http/client';
import { errorMessages } from '@/lib/http/error-catalogue';

/** A list that failed to load: the server's message, and Try again unless the request itself was refused. */
export function ListError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`The list could not be loaded.`}>
      <Group gap="sm">
        {error instanceof HttpError && <Text size="sm">{errorMessages(error.body).join(' ')}</Text>}
        {!(error instanceof HttpError && error.status < 500) && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Group>
    </Alert>
  );
}
