import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { label: string; title?: string; onClick: () => void; children: ReactNode };

/** An icon button of the header in the text colour: `label` names it, and is its tooltip unless `title` says more. */
export function HeaderIconButton({ label, title = label, onClick, children }: Props) {
  return (
    <ActionIcon variant="subtle" color="gray" c="var(--mantine-color-text)" size="lg" onClick={onClick} aria-label={label} title={title}>
      {children}
    </ActionIcon>
  );
}
