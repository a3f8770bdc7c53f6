import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateField, TextField, useReadOnly } from './fields';
import { FormSection } from './form-section';
import { useFormStore, useFormValue } from './form-store';

/** Spec 2 §2.12 mode 3 (container / port): Pick & Drop or Stay with, and the container's numbers and dates. */
export function ContainerSection() {
  const { t } = useLingui();
  const store = useFormStore();
  const stayWith = useFormValue('IsStayWith');
  const readOnly = useReadOnly();
  return (
    <FormSection title={t`Container`}>
      <Stack gap="xs">
        <div>
          <Text size="sm" fw={500} mb={4} id="container-service-label">
            {t`Service`}
          </Text>
          <SegmentedControl
            aria-labelledby="container-service-label"
            value={stayWith ? 'stay' : 'drop'}
            disabled={readOnly}
            onChange={(value) => store.set({ IsStayWith: value === 'stay' })}
            data={[
              { value: 'drop', label: t`Pick & Drop` },
              { value: 'stay', label: t`Stay with` },
            ]}
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          <TextField name="ContainerNumber" label={t`Container number`} maxLength={50} />
          <TextField name="ReleaseNumber" label={t`Release number`} maxLength={50} />
          <DateField name="LastFreeDate" label={t`Last free date`} kind="date" />
          <DateField name="VesselEta" label={t`Vessel ETA`} kind="date" />
          <DateField name="AvailableEta" label={t`Available ETA`} kind="date" />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
