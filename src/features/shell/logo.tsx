import { Group, Text } from '@mantine/core';
import { BRAND_COLOR } from '@/lib/ui/theme';

/** The Haulbase mark (a stylised trailer and cab) beside the product name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={BRAND_COLOR} />
      <path d="M5 10h13v10H5z" fill="#fff" />
      <path d="M19 13h4.5l3.5 4v3h-8z" fill="#fff" opacity="0.9" />
      <circle cx="10" cy="22.5" r="2.5" fill="#0c644b" stroke="#fff" strokeWidth="1.5" />
      <circle cx="23" cy="22.5" r="2.5" fill="#0c644b" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      <Text component="span" fw={700} fz={size * 0.62} lh={1} c="var(--mantine-color-text)">
        Haulbase
      </Text>
    </Group>
  );
}
