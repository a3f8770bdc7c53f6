import { Badge, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Me, Role } from '@/contract/auth';
import { formatDate } from '@/shared/format/date';

/** E-mail (read-only, with its confirmation), roles and member-since date. */
export function ProfileFacts({ me }: { me: Me }) {
  const { t } = useLingui();
  const roleNames: Record<Role, string> = { BackOffice: t`Back office`, Shipper: t`Shipper`, Trucker: t`Trucker` };
  const confirmed = me.EmailConfirmed ? (
    <Badge variant="outline" leftSection={<IconCircleCheck size={12} aria-hidden />}>
      <Trans>Confirmed</Trans>
    </Badge>
  ) : (
    <Badge color="red.9" variant="outline">
      <Trans>Not confirmed</Trans>
    </Badge>
  );

  return (
    <Stack gap="md">
      <TextInput
        label={t`Email`}
        value={me.Email}
        readOnly
        variant="filled"
        rightSection={confirmed}
        rightSectionWidth={me.EmailConfirmed ? 116 : 128}
        rightSectionPointerEvents="none"
        description={t`Your e-mail address is your sign-in name. Contact support to change it.`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
        <div>
          <Text component="dt" size="sm" fw={500}>
            <Trans>Roles</Trans>
          </Text>
          <Group component="dd" gap={6} m={0} mt={4}>
            {me.Roles.map((role) => (
              <Badge key={role} variant="outline">
                {roleNames[role] ?? role}
              </Badge>
            ))}
          </Group>
        </div>
        <div>
          <Text component="dt" size="sm" fw={500}>
            <Trans>Member since</Trans>
          </Text>
          <Text component="dd" size="sm" m={0} mt={4}>
            {formatDate(me.Created)}
          </Text>
        </div>
      </SimpleGrid>
    </Stack>
  );
}
