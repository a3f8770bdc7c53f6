import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/** Brand green dark enough for AA on light rows, light enough on dark ones. */
const YES_COLOR = 'light-dark(var(--mantine-color-haulbase-8), var(--mantine-color-haulbase-3))';

/** A warning red readable on light and dark rows. */
const BAD_COLOR = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/** Yes in bold green, No plain; `yesIsBad` (Suspended) shows Yes in red instead: a "Yes" that needs attention. */
export function YesNo({ value, yesIsBad = false }: { value: boolean; yesIsBad?: boolean }) {
  const { t } = useLingui();
  return (
    <Text
      size="sm"
      span
      fw={value ? 600 : 400}
      c={value ? (yesIsBad ? BAD_COLOR : YES_COLOR) : undefined}
      data-tone={value ? (yesIsBad ? 'bad' : 'good') : 'plain'}
    >
      {value ? t`Yes` : t`No`}
    </Text>
  );
}
