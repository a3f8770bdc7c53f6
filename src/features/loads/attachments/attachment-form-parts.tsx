import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { UPLOAD_MESSAGES, type UploadProblem } from '@/lib/files/upload-rules';
import { translateMessage } from '@/lib/i18n/server-messages';
import { FormActions } from '@/lib/ui/form-actions';
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

/**
 * The upload problem of the form and where it shows: a missing type under the type select, a file problem under the
 * files. Changing the type or the files clears its own problem.
 */
export function useUploadProblem() {
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const message = problem && translateMessage(UPLOAD_MESSAGES[problem]);
  const onFiles = problem !== null && problem !== 'type';
  return {
    setProblem,
    typeError: problem === 'type' ? message : null,
    filesError: onFiles ? message : null,
    typeChanged: () => problem === 'type' && setProblem(null),
    filesChanged: () => onFiles && setProblem(null),
  };
}

/** An attachment form: its fields, then Cancel and the submit button (`submitLabel`); submitting runs `onSubmit`. */
export function AttachmentForm({
  onSubmit,
  onCancel,
  pending,
  submitLabel,
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <Stack gap="md">
        {children}
        <FormActions onCancel={onCancel} pending={pending}>
          {submitLabel}
        </FormActions>
      </Stack>
    </form>
  );
}

/** The type and access level fields both attachment forms start with. */
export function TypeAndAccessFields({
  typeId,
  onTypeChange,
  isPublic,
  onPublicChange,
  problem,
}: {
  typeId: number | null;
  onTypeChange: (typeId: number | null) => void;
  isPublic: boolean;
  onPublicChange: (isPublic: boolean) => void;
  problem: ReturnType<typeof useUploadProblem>;
}) {
  return (
    <>
      <AttachmentTypeSelect
        value={typeId}
        onChange={(next) => {
          onTypeChange(next);
          problem.typeChanged();
        }}
        error={problem.typeError}
      />
      <AccessLevelControl isPublic={isPublic} onChange={onPublicChange} />
    </>
  );
}
