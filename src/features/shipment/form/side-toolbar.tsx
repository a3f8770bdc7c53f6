import { ActionIcon, Card, Indicator, Stack, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from '@/lib/ui/app-link';

export type ToolbarItem = { label: string; icon: ReactNode; href?: string; onClick?: () => void; loading?: boolean; count?: number };

/** Spec 2 §2.11 / §2.12: the sticky side toolbar; its buttons are icons named by their tooltip. */
export function SideToolbar({ items, label }: { items: ToolbarItem[]; label: string }) {
  return (
    <Card
      withBorder
      radius="md"
      p={6}
      component="nav"
      aria-label={label}
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 60px) + var(--mantine-spacing-md))' }}
    >
      <Stack gap={6}>
        {items.map((item) => {
          const icon = item.href ? (
            <ActionIcon component={AppLink} href={item.href} variant="subtle" size="lg" aria-label={item.label}>
              {item.icon}
            </ActionIcon>
          ) : (
            <ActionIcon variant="subtle" size="lg" aria-label={item.label} onClick={item.onClick} loading={item.loading}>
              {item.icon}
            </ActionIcon>
          );
          return (
            <Tooltip key={item.label} label={item.label} position="left" withArrow>
              {item.count ? (
                <Indicator label={item.count > 99 ? '99+' : item.count} size={16} offset={4} color="red">
                  {icon}
                </Indicator>
              ) : (
                icon
              )}
            </Tooltip>
          );
        })}
      </Stack>
    </Card>
  );
}
