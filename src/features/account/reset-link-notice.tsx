import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { NoticeText, VerifyEmailNotice } from './verify-email-notice';

/**
 * /ResetPassword without a code: where the forgot-password page lands (spec 3 §7), and what an incomplete link
 * shows. It tells the user to open the link in the e-mail.
 */
export function ResetLinkNotice({ email }: { email: string }) {
  return (
    <VerifyEmailNotice
      title={<Trans>Check your e-mail</Trans>}
      actions={
        <Button variant="light" component={Link} to="/auth/forgot-password" fullWidth>
          <Trans>Send a new link</Trans>
        </Button>
      }
    >
      <NoticeText>
        {email ? (
          <Trans>
            If an account exists for <strong>{email}</strong>, we have sent it an e-mail with a link to set a new password.
          </Trans>
        ) : (
          <Trans>If an account exists for your address, we have sent it an e-mail with a link to set a new password.</Trans>
        )}
      </NoticeText>
      <NoticeText>
        <Trans>Open the link in that e-mail to choose your new password. The link works once and expires after 60 minutes.</Trans>
      </NoticeText>
      <NoticeText>
        <Trans>Nothing arrived after a few minutes? Check your spam folder, or ask for a new link.</Trans>
      </NoticeText>
    </VerifyEmailNotice>
  );
}
