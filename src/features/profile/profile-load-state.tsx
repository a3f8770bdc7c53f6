import { Alert, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { HttpError } from '@/lib/http/client';
import { errorMessages } from '@/lib/http/error-catalogue';

/** While `GET /api/me` runs: a loader; when it failed: the error and a retry button. */
export function ProfileLoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useLingui();
  if (!error) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader aria-hidden />
        <VisuallyHidden>{t`Loading your profile`}</VisuallyHidden>
      </Group>
    );
  }
  const text = error instanceof HttpError ? errorMessages(error.body).join(' ') : error.message;
  return (
    <Alert color="red" title={<Trans>Your profile could not be loaded</Trans>}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
