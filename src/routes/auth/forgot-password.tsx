import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ForgotPasswordForm } from '@/features/account/forgot-password-form';

export const Route = createFileRoute('/auth/forgot-password')({
  staticData: { title: msg`Forgot Password` },
  component: ForgotPasswordForm,
});
