import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { activationSearchSchema } from '@/features/account/search-params';
import { EmailActivationPage } from '@/features/account/email-activation-page';

export const Route = createFileRoute('/_public/useractivationemail')({
  validateSearch: activationSearchSchema,
  staticData: { title: msg`Verify Your Email` },
  component: ActivationRoute,
});

function ActivationRoute() {
  const { code, Code } = Route.useSearch();
  return <EmailActivationPage code={code ?? Code ?? ''} />;
}
