import { Divider, Grid, Paper, Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Me } from '@/contract/auth';
import { ProfileFacts } from './profile-facts';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';

/** The Profile tab: photo on the left, personal details and account facts on the right. */
export function ProfileTab({ me }: { me: Me }) {
  const { t } = useLingui();
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Panel title={t`Photo`}>
          <ProfilePhoto me={me} />
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Panel title={t`Personal details`}>
          <ProfileForm me={me} />
          <Divider />
          <PanelTitle>{t`Account`}</PanelTitle>
          <ProfileFacts me={me} />
        </Panel>
      </Grid.Col>
    </Grid>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <PanelTitle>{title}</PanelTitle>
        {children}
      </Stack>
    </Paper>
  );
}

function PanelTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h4">
      {children}
    </Title>
  );
}
