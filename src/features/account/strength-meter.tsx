import { Box, Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import { passwordStrength } from '@/contract/account';
import { criteriaStates, strengthColor } from './password-rules';
import type { CriterionId } from './password-rules';

type StrengthMeterProps = { password: string; id?: string };

/** Four segments, one per strength criterion met, with the criteria listed below (spec 3 §2). */
export function StrengthMeter({ password, id }: StrengthMeterProps) {
  const { t } = useLingui();
  const strength = passwordStrength(password);
  const color = strengthColor(strength);
  const label = t`Password strength: ${strength} of 4`;
  const criterionLabels: Record<CriterionId, string> = {
    length: t`More than 7 characters`,
    uppercase: t`An uppercase letter`,
    digit: t`A digit`,
    special: t`A special character`,
  };

  return (
    <Box id={id}>
      <Group
        gap={6}
        grow
        role="meter"
        aria-label={t`Password strength`}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength}
        aria-valuetext={label}
        data-strength={strength}
      >
        {[0, 1, 2, 3].map((segment) => (
          <Box
            key={segment}
            h={6}
            data-filled={segment < strength || undefined}
            style={{
              borderRadius: 3,
              backgroundColor: segment < strength ? `var(--mantine-color-${color}-6)` : 'var(--mantine-color-default-border)',
              transition: 'background-color 150ms ease',
            }}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {label}
      </Text>
      <List size="xs" mt={4} spacing={2} center>
        {criteriaStates(password).map(({ id: criterion, met }) => (
          <List.Item
            key={criterion}
            data-criterion={criterion}
            data-met={met}
            icon={
              <ThemeIcon size={14} radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'} aria-hidden>
                {met ? <IconCheck size={10} /> : <IconX size={10} />}
              </ThemeIcon>
            }
          >
            <Text span size="xs" c={met ? undefined : 'dimmed'}>
              {criterionLabels[criterion]}
              <VisuallyHidden> {met ? t`(met)` : t`(not met)`}</VisuallyHidden>
            </Text>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
