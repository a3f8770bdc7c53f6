import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '@/features/shell/error-page';

export const Route = createFileRoute('/error/error-v1')({
  staticData: { title: msg`Page not found` },
  component: ErrorPage,
});
