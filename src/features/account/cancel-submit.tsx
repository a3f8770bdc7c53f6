import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The end of the password forms: Cancel back to sign-in, and Submit, which spins while the request runs. */
export function CancelSubmit({ pending }: { pending: boolean }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" component={Link} to="/auth/login">
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" loading={pending}>
        <Trans>Submit</Trans>
      </Button>
    </Group>
  );
}
