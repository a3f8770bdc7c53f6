import { Alert, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { translateMessage } from '@/lib/i18n/server-messages';
import { requestPasswordReset } from './api';
import { CancelSubmit } from './cancel-submit';
import { emailProblem } from './email-rules';
import { useSubmitting } from '@/lib/ui/use-submit-mutation';

/** /auth/forgot-password (spec 3 §2, §5, §7). */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const sending = useSubmitting();
  const [notFound, setNotFound] = useState(false);
  const issue = emailProblem(email);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (issue || !sending.begin()) return;
    setNotFound(false);
    const address = email.trim();
    const outcome = await requestPasswordReset(address);
    sending.end();
    if (outcome.ok) {
      notifySuccess(t`If an account exists for ${address}, we have sent it a link to reset the password.`);
      await navigate({ to: '/ResetPassword', search: { email: address } });
      return;
    }
    notifyHttpError(outcome.mainError);
    if (outcome.legacyFailed) setNotFound(true);
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          <Trans>Forgot Password?</Trans>
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          <Trans>Enter the e-mail address of your account and we will send you a link to set a new password.</Trans>
        </Text>
      </div>
      {notFound && (
        <Alert color="red" icon={<IconAlertCircle />}>
          <Trans>We could not find an account for this e-mail address.</Trans>
        </Alert>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setNotFound(false);
            }}
            onBlur={() => setTouched(true)}
            error={touched && issue ? translateMessage(issue) : undefined}
          />
          <CancelSubmit pending={sending.pending} />
        </Stack>
      </form>
    </Stack>
  );
}
