import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the load form; the title names the region for screen readers. */
export function FormSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} fz="h5">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}
