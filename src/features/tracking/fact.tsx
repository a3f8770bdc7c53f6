import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label / value line; an empty value shows a dash. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 40%) minmax(0, 1fr)', gap: 'var(--mantine-spacing-xs)' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : children}
      </Text>
    </Box>
  );
}
