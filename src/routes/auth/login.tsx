import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';

export const Route = createFileRoute('/auth/login')({
  staticData: { title: msg`Login` },
  component: LoginPage,
});
