import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { AppLink } from '@/lib/ui/app-link';
import classes from './shell.module.css';

/** The 404 page of /error/error-v1. */
export function NotFound({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text className={classes.notFoundCode} aria-hidden="true">
        404
      </Text>
      <Text component={headingLevel === 1 ? 'h1' : 'h2'} fz="h2" fw={700}>
        <Trans>OOPS! Something went wrong here</Trans>
      </Text>
      <Text c="dimmed" maw={440}>
        <Trans>The page you are looking for does not exist or has been moved.</Trans>
      </Text>
      <Button component={AppLink} href="/" leftSection={<IconHome size={18} aria-hidden />} size="md">
        <Trans>Return Home</Trans>
      </Button>
    </Stack>
  );
}
