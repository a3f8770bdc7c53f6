import { Anchor, Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { SUPPORT_EMAIL } from './support';

/** Shown once /useractivationemail has confirmed the address: a welcome, the support contact and Log In. */
export function ActivationWelcome() {
  return (
    <Stack gap="md" align="stretch">
      <Center>
        <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
      </Center>
      <Title order={1} size="h2" ta="center">
        <Trans>Welcome to Haulbase!</Trans>
      </Title>
      <Text size="sm" ta="center">
        <Trans>Your e-mail address is confirmed and your account is ready. Sign in to start posting and finding loads.</Trans>
      </Text>
      <Text size="sm" ta="center" c="dimmed">
        <Trans>
          Questions about your account? Our support team is at{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} underline="always">
            {SUPPORT_EMAIL}
          </Anchor>
          .
        </Trans>
      </Text>
      <Button component={Link} to="/auth/login" size="md" fullWidth>
        <Trans>Log In</Trans>
      </Button>
    </Stack>
  );
}
