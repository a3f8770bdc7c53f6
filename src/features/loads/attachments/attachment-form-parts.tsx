import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { panelAttachmentTypesQueryOptions } from './api';

/** The attachment type select (BB / BI excluded). */
export function AttachmentTypeSelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (typeId: number | null) => void;
  error?: string | null;
}) {
  const { t } = useLingui();
  const types = useQuery(panelAttachmentTypesQueryOptions());
  return (
    <Select
      label={t`Attachment type`}
      placeholder={types.isLoading ? t`Loading…` : t`Select a type`}
      data={(types.data ?? []).map((type) => ({ value: String(type.Id), label: type.Name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      error={error ?? (types.isError ? t`The attachment types could not be loaded.` : undefined)}
      withAsterisk
      comboboxProps={{ withinPortal: true }}
      allowDeselect={false}
    />
  );
}

/** Public (the other party sees it) or Private. */
export function AccessLevelControl({ isPublic, onChange }: { isPublic: boolean; onChange: (isPublic: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="access-level-label">
        {t`Access level`}
      </Text>
      <SegmentedControl
        value={isPublic ? 'public' : 'private'}
        onChange={(value) => onChange(value === 'public')}
        data={[
          { value: 'public', label: t`Public` },
          { value: 'private', label: t`Private` },
        ]}
        aria-labelledby="access-level-label"
        w="fit-content"
      />
    </Stack>
  );
}
