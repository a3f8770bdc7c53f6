import { Trans } from '@lingui/react/macro';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { hideSplash } from '@/lib/ui/splash';
import { LogoMark } from './logo';

/** Reporting hook: the console for now; an error-reporting service plugs in here. */
export function reportRenderError(error: unknown): void {
  console.error('Render failure', error);
}

/** The generic error screen when rendering fails (spec 1 §2.2). */
export function RenderError({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    hideSplash();
    reportRenderError(error);
  }, [error]);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <LogoMark size={56} />
        <Title order={1} fz="h2">
          <Trans>Oops, something went wrong.</Trans>
        </Title>
        <Text c="dimmed" maw={420}>
          <Trans>The page could not be shown. Try again, or go back to the start page.</Trans>
        </Text>
        <Group>
          <Button onClick={reset}>
            <Trans>Try again</Trans>
          </Button>
          <Button variant="default" component="a" href="/">
            <Trans>Go to the start page</Trans>
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
