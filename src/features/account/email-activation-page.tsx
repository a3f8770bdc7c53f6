import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { accountKeys, confirmEmail } from './api';
import { ActivationWelcome } from './activation-welcome';
import { SUPPORT_EMAIL } from './support';
import { NoticeText, VerifyEmailNotice } from './verify-email-notice';

/**
 * /useractivationemail (spec 3 §2, §4, §5): a non-empty code is confirmed once (a query, so a re-render or
 * React's strict double effects never send it twice); done → welcome, otherwise the "Verify Your Email" notice.
 */
export function EmailActivationPage({ code }: { code: string }) {
  const confirmation = useQuery({
    queryKey: accountKeys.confirmEmail(code),
    queryFn: () => confirmEmail(code),
    enabled: code !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (code !== '' && confirmation.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text size="sm">
            <Trans>Confirming your e-mail address…</Trans>
          </Text>
        </Stack>
      </Center>
    );
  }
  if (confirmation.isSuccess) return <ActivationWelcome />;

  return (
    <VerifyEmailNotice
      title={<Trans>Verify Your Email</Trans>}
      problem={confirmation.isError ? <Trans>This confirmation link is invalid or has expired.</Trans> : undefined}
    >
      <NoticeText>
        <Trans>We have sent a confirmation e-mail to the address you signed up with.</Trans>
      </NoticeText>
      <NoticeText>
        <Trans>Open that e-mail and click the confirmation link to activate your Haulbase account.</Trans>
      </NoticeText>
      <NoticeText>
        <Trans>
          Nothing arrived? Check your spam folder, or write to{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} underline="always">
            {SUPPORT_EMAIL}
          </Anchor>{' '}
          and we will send a new link.
        </Trans>
      </NoticeText>
    </VerifyEmailNotice>
  );
}
