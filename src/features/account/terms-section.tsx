import { Box, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TermsSectionProps = { id: string; number: number; title: string; children: ReactNode };

/** One numbered section of the terms: an h2 that a footer link or the contents list can jump to. */
export function TermsSection({ id, number, title, children }: TermsSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 16 }}>
      <Title order={2} size="h3" id={`${id}-title`} mb="xs">
        {number}. {title}
      </Title>
      <Box style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}>{children}</Box>
    </Box>
  );
}

/** A paragraph of the terms. */
export function P({ children }: { children: ReactNode }) {
  return <Text lh={1.65}>{children}</Text>;
}

/** A sub-heading inside a section (product-specific terms). */
export function H3({ children }: { children: ReactNode }) {
  return (
    <Title order={3} size="h5" mt="xs">
      {children}
    </Title>
  );
}

/** A bulleted list of the terms. */
export function Points({ items }: { items: ReactNode[] }) {
  return (
    <List spacing={6} lh={1.6} withPadding>
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}
