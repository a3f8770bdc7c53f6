import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TermsPage } from '@/features/account/terms-page';

export const Route = createFileRoute('/_public/terms')({
  staticData: { title: msg`Terms and Conditions`, wide: true },
  component: TermsPage,
});
