import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Navigate } from '@tanstack/react-router';
import { HttpError } from '@/lib/http/client';
import { AppLink } from '@/lib/ui/app-link';
import { LoadState } from '@/lib/ui/load-state';

/** While the tracking loads: a spinner; a 403 or 404 gets its own screen; anything else: what failed, Try again. */
export function TrackingLoadState({ error, onRetry, backHref }: { error: Error | null; onRetry: () => void; backHref: string }) {
  const { t } = useLingui();
  if (!error) return <LoadState error={null} onRetry={onRetry} loadingLabel={t`Loading the load`} />;
  // an unknown load is like an unknown path: the app's 404 page
  if (error instanceof HttpError && error.status === 404) return <Navigate to="/error/error-v1" replace />;
  if (error instanceof HttpError && error.status === 403) {
    return (
      <Card withBorder radius="md" padding="xl" data-testid="load-forbidden">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange">
            <IconLock size={34} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="h3">
            <Trans>You cannot see this load</Trans>
          </Title>
          <Text c="dimmed" maw={480}>
            <Trans>
              This load belongs to another account. Loads are visible to their shipper, the trucker they are assigned to and the back
              office.
            </Trans>
          </Text>
          <Button component={AppLink} href={backHref} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            <Trans>Back to loads</Trans>
          </Button>
        </Stack>
      </Card>
    );
  }
  return <LoadState error={error} onRetry={onRetry} errorTitle={t`The load could not be loaded.`} />;
}
