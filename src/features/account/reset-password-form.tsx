import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { PASSWORD_REQUIRED, PASSWORD_WEAK } from '@/contract/fields';
import { translateMessage } from '@/lib/i18n/server-messages';
import { resetPassword } from './api';
import { CancelSubmit } from './cancel-submit';
import { emailProblem } from './email-rules';
import { PasswordField } from './password-field';
import { checkResetSubmit, showMismatch } from './password-rules';
import { StrengthMeter } from './strength-meter';
import { useSubmitting } from '@/lib/ui/use-submit-mutation';

type ResetPasswordFormProps = {
  code: string;
  email: string;
  /** Replaces the server call in tests; defaults to `POST /api/Account/ResetPassword`. */
  onSend?: typeof resetPassword;
};

/** The set-new-password form (spec 3 §2, §5): strength meter, mismatch border, "Please check your Password". */
export function ResetPasswordForm({ code, email: linkEmail, onSend = resetPassword }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [email, setEmail] = useState(linkEmail);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const sending = useSubmitting();
  const mismatch = showMismatch(password, confirmation, submitted);
  const emailError = submitted && !linkEmail ? emailProblem(email) : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const check = checkResetSubmit(password, confirmation);
    if (check === 'required') setPasswordError(translateMessage(PASSWORD_REQUIRED));
    if (check === 'weak') setPasswordError(translateMessage(PASSWORD_WEAK));
    if (check !== 'ok' || emailProblem(email) || !sending.begin()) return;
    try {
      await onSend({ Email: email.trim(), Token: code, Password: password, ConfirmPassword: confirmation });
      notifySuccess(t`Your password has been changed. Sign in with your new password.`);
      await navigate({ to: '/logout' });
    } catch (error) {
      notifyHttpError(error);
    } finally {
      sending.end();
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`Set a new password`}>
      <Stack gap="md">
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="username"
          value={email}
          readOnly={!!linkEmail}
          variant={linkEmail ? 'filled' : 'default'}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError ? translateMessage(emailError) : undefined}
        />
        <Stack gap={6}>
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(null);
            }}
            error={passwordError ?? undefined}
            aria-invalid={!!passwordError}
          />
          <StrengthMeter password={password} />
        </Stack>
        <PasswordField
          label={t`Confirm Password`}
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          error={mismatch}
          aria-invalid={mismatch}
          data-mismatch={mismatch || undefined}
        />
        <CancelSubmit pending={sending.pending} />
        <Text size="sm" c="dimmed" ta="center">
          <Trans>
            Link expired?{' '}
            <Anchor component={Link} to="/auth/forgot-password" size="sm" underline="always">
              Ask for a new one
            </Anchor>
          </Trans>
        </Text>
      </Stack>
    </form>
  );
}
