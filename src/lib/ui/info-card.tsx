import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of facts (detail pages): the title is the section's accessible name. */
export function InfoCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="h5">
          {title}
        </Title>
        {action}
      </Group>
      <Stack gap="xs">{children}</Stack>
    </Card>
  );
}

/** A label / value line; an empty value (nothing, '' or false) shows a dash. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, 40%) minmax(0, 1fr)', gap: 'var(--mantine-spacing-xs)' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : children}
      </Text>
    </Box>
  );
}
