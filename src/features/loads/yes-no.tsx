import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/** Brand green dark enough for AA on light rows, light enough on dark ones (as on the partners lists). */
const YES_COLOR = 'light-dark(var(--mantine-color-haulbase-8), var(--mantine-color-haulbase-3))';

export function YesNo({ value }: { value: boolean }) {
  const { t } = useLingui();
  return (
    <Text size="sm" span fw={value ? 600 : 400} c={value ? YES_COLOR : undefined}>
      {value ? t`Yes` : t`No`}
    </Text>
  );
}
