import { Divider, Grid, Paper, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { Me } from '@/contract/auth';
import { ProfileFacts } from './profile-facts';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';

/** The Profile tab: photo on the left, personal details and account facts on the right. */
export function ProfileTab({ me }: { me: Me }) {
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              <Trans>Photo</Trans>
            </Title>
            <ProfilePhoto me={me} />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              <Trans>Personal details</Trans>
            </Title>
            <ProfileForm me={me} />
            <Divider />
            <Title order={2} size="h4">
              <Trans>Account</Trans>
            </Title>
            <ProfileFacts me={me} />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
