import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HttpError } from '@/lib/http/client';
import { loadSignedInMessages } from '@/lib/i18n/i18n';
import { translateRef } from '@/lib/i18n/server-messages';
import { usePasswordToggleProps } from '@/lib/password-toggle/password-toggle';
import { signIn } from './api';
import classes from './login.module.css';
import { useLoginForm } from './use-login-form';
import { useSubmitting } from '@/lib/ui/use-submit-mutation';

/** Sign-in form of spec 1 §2.4 / §4 / §5. */
export function LoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { field, validate, adopt } = useLoginForm();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const submitting = useSubmitting();
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const passwordToggle = usePasswordToggleProps(showPassword);
  // `valid` styles the field; it is not an attribute of the input
  const { valid: emailValid, ...email } = field('email');
  const { valid: passwordValid, ...password } = field('password');

  // False in the page rendered at build time until the app has taken it over: a press before then would submit the
  // form natively (a reload that empties it); a disabled button stops that, Enter included (decision 153).
  const [mounted, setMounted] = useState(false);
  const warmSignedIn = useWarmSignedIn();
  useEffect(() => {
    setMounted(true);
    adopt('email', emailInput.current?.value);
    adopt('password', passwordInput.current?.value);
    if (emailInput.current?.value) warmSignedIn();
    // once, at mount: the text the page held before the app took it over
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validate();
    if (!values || !submitting.begin()) return;
    setFormError(null);
    try {
      await signIn(values);
      // Writes queued offline live in IndexedDB: ask the browser not to evict them (issue 7).
      void navigator.storage?.persist?.().catch(() => false);
      await navigate({ to: '/' });
    } catch (error) {
      submitting.end();
      if (error instanceof HttpError && error.status === 429 && error.body.Message)
        setFormError(translateRef(error.body.MessageId, error.body.Message));
      else if (error instanceof HttpError) setFormError(t`The login detail is incorrect`);
      else setFormError(t`The server cannot be reached. Check your connection and try again.`);
    }
  };

  return (
    <form onSubmit={handleSubmit} onFocus={warmSignedIn} noValidate aria-label={t`Sign In`}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          {...email}
          ref={emailInput}
          label={t`Email`}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          size="md"
          classNames={{ input: emailValid ? classes.valid : undefined }}
          rightSection={emailValid ? <IconCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden /> : null}
        />
        <PasswordInput
          {...password}
          ref={passwordInput}
          label={t`Password`}
          autoComplete="current-password"
          required
          size="md"
          classNames={{ input: passwordValid ? classes.valid : undefined }}
          visible={showPassword}
          onVisibilityChange={setShowPassword}
          visibilityToggleButtonProps={passwordToggle}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            <Trans>Forgot Password?</Trans>
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={!mounted} loading={submitting.pending} loaderProps={{ type: 'oval' }}>
          <Trans>Sign In</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Someone typing in the form is about to sign in: fetch the signed-in layout's code and messages meanwhile, so that on
 * a weak link they no longer wait for the token's round trip (issue 35 item 7, decision 187). Not at page load: the
 * sign-in page's own weight stays within its budget.
 */
function useWarmSignedIn(): () => void {
  const router = useRouter();
  const warmed = useRef(false);
  return () => {
    if (warmed.current) return;
    warmed.current = true;
    void router.loadRouteChunk(router.routesById['/_app']);
    void loadSignedInMessages();
  };
}
