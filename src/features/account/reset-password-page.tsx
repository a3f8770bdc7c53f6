import { Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ResetLinkNotice } from './reset-link-notice';
import { ResetPasswordForm } from './reset-password-form';

/** /ResetPassword: the form when the link carries a code, otherwise the check-your-e-mail notice (spec 3 §2). */
export function ResetPasswordPage({ code, email }: { code: string; email: string }) {
  if (!code) return <ResetLinkNotice email={email} />;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          <Trans>Set a new password</Trans>
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          <Trans>Choose a password with more than 7 characters, an uppercase letter, a digit and a special character.</Trans>
        </Text>
      </div>
      <ResetPasswordForm code={code} email={email} />
    </Stack>
  );
}
