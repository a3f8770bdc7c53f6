import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UsersFilter } from '@/contract/billing';
import { useStatusLabel, useSubscriptionOptionLabel, useTypeLabel } from './labels';
import { SearchInput } from '@/lib/ui/search-input';
import type { BillingSearch, BillingSearchInput as SearchPatch } from './search-params';

/** The "Others" option of Payment statuses (a null status) is held as this checkbox value. */
const OTHERS = '__others__';

type Props = {
  search: BillingSearch;
  filters: UsersFilter | undefined;
  onChange: (patch: Partial<SearchPatch>) => void;
  onReset: () => void;
};

/** The left filter panel of spec 3 §2: search, Types, Payment statuses, Subscriptions, Reset. */
export function FilterPanel({ search, filters, onChange, onReset }: Props) {
  const { t } = useLingui();
  const typeLabel = useTypeLabel();
  const statusLabel = useStatusLabel();
  const optionLabel = useSubscriptionOptionLabel();
  const statusValue = search.statuses.map((status) => status ?? OTHERS);
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t`Filters`}>
      <Stack gap="lg">
        <SearchInput
          fullWidth
          placeholder={t`Search in all fields`}
          value={search.search ?? ''}
          onChange={(text) => onChange({ search: text || undefined })}
        />
        <Checkbox.Group label={<GroupTitle>{t`Types`}</GroupTitle>} value={search.types} onChange={(types) => onChange({ types })}>
          <Stack gap={8} mt="xs">
            {filters ? (
              filters.Types.map((type) => (
                <Checkbox key={type.Type} value={type.Type} label={<Counted label={typeLabel(type.Type)} count={type.Count} />} />
              ))
            ) : (
              <OptionSkeletons />
            )}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group
          label={<GroupTitle>{t`Payment statuses`}</GroupTitle>}
          value={statusValue}
          onChange={(values) => onChange({ statuses: values.map((value) => (value === OTHERS ? null : value)) })}
        >
          <Stack gap={8} mt="xs">
            {filters ? (
              filters.PaymentStatuses.map((status) => (
                <Checkbox
                  key={status.PaymentStatus ?? OTHERS}
                  value={status.PaymentStatus ?? OTHERS}
                  label={<Counted label={statusLabel(status.PaymentStatus)} count={status.Count} />}
                />
              ))
            ) : (
              <OptionSkeletons />
            )}
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          label={<GroupTitle>{t`Subscriptions`}</GroupTitle>}
          value={String(search.subscriptions)}
          onChange={(value) => onChange({ subscriptions: Number(value) })}
        >
          <Stack gap={8} mt="xs">
            {filters ? (
              filters.Subscriptions.map((option) => (
                <Radio
                  key={option.Value}
                  value={String(option.Value)}
                  label={<Counted label={optionLabel(option.Value, option.Name)} count={option.Count} />}
                />
              ))
            ) : (
              <OptionSkeletons />
            )}
          </Stack>
        </Radio.Group>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset}>
          <Trans>Reset</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

function GroupTitle({ children }: { children: string }) {
  return (
    <Title order={3} fz="sm" component="span">
      {children}
    </Title>
  );
}

function Counted({ label, count }: { label: string; count: number }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span>{label}</span>
      <Text span size="xs" c="dimmed">
        ({count})
      </Text>
    </Group>
  );
}

function OptionSkeletons() {
  return (
    <>
      <Skeleton h={18} w="70%" />
      <Skeleton h={18} w="55%" />
      <Skeleton h={18} w="60%" />
    </>
  );
}
