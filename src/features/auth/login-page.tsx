import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { LoginForm } from './login-form';
import { WaitingChangesNotice } from './waiting-changes-notice';

/** /auth/login: the card content; the public layout around it carries the language selector. */
export function LoginPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Sign In</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Welcome back to Haulbase. Sign in with your e-mail and password.</Trans>
        </Text>
      </Stack>
      <WaitingChangesNotice />
      <LoginForm />
    </Stack>
  );
}
