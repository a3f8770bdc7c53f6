import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { resetPasswordSearchSchema } from '@/features/account/search-params';
import { ResetPasswordPage } from '@/features/account/reset-password-page';

export const Route = createFileRoute('/_public/ResetPassword')({
  validateSearch: resetPasswordSearchSchema,
  staticData: { title: msg`Set a new password` },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { code, email } = Route.useSearch();
  // another e-mail's link (a new code) starts a fresh form
  return <ResetPasswordPage key={code} code={code ?? ''} email={email ?? ''} />;
}
