import { Alert, Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type VerifyEmailNoticeProps = {
  title: ReactNode;
  children: ReactNode;
  /** Shown above the instructions in red, e.g. when a link is invalid or has expired. */
  problem?: ReactNode;
  /** Extra actions under the instructions; a "Back to sign in" link is always there. */
  actions?: ReactNode;
};

/** "Check your e-mail" card used by /useractivationemail and by /ResetPassword without a code. */
export function VerifyEmailNotice({ title, children, problem, actions }: VerifyEmailNoticeProps) {
  return (
    <Stack gap="md">
      <Center>
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailForward size={34} />
        </ThemeIcon>
      </Center>
      <Title order={1} size="h2" ta="center">
        {title}
      </Title>
      {problem && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {problem}
        </Alert>
      )}
      <Stack gap="xs">{children}</Stack>
      <Stack gap="xs">
        {actions}
        <Button variant="default" component={Link} to="/auth/login" fullWidth>
          <Trans>Back to sign in</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}

/** A paragraph of the notice. */
export function NoticeText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" ta="center">
      {children}
    </Text>
  );
}
