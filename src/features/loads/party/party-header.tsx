import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { LoadParty } from '@/contract/loads';
import { formatPhone } from '@/lib/format/phone';

/** The party's name, address, e-mail and phone above its loads (spec 2 §2.13). */
export function PartyHeader({ party }: { party: LoadParty | undefined }) {
  const { t } = useLingui();
  if (!party)
    return (
      <Paper withBorder p="md">
        <Skeleton h={22} w={240} mb="sm" />
        <Skeleton h={14} w={360} />
      </Paper>
    );
  const address = [party.Address1, party.City, [party.State, party.Zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Paper withBorder p="md" component="section" aria-label={t`Party`}>
      <Stack gap={6}>
        <Group gap="xs" align="baseline">
          <Title order={2} fz="h4">
            {party.Name}
          </Title>
          <Text size="sm" c="dimmed">
            {party.Kind === 'shipper' ? t`Shipper` : t`Trucker`}
          </Text>
        </Group>
        <Group gap="lg" wrap="wrap">
          {address && (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-label={t`Address`} />
              <Text size="sm">{address}</Text>
            </Group>
          )}
          {party.Email && (
            <Group gap={6} wrap="nowrap">
              <IconMail size={16} aria-label={t`Email`} />
              <Anchor href={`mailto:${party.Email}`} size="sm">
                {party.Email}
              </Anchor>
            </Group>
          )}
          {party.PhoneNumber && (
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-label={t`Phone`} />
              <Anchor href={`tel:${party.PhoneNumber}`} size="sm">
                {formatPhone(party.PhoneNumber)}
              </Anchor>
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
