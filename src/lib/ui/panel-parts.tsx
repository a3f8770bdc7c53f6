import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type CountedHeadingProps = {
  /** The heading's id: the panel and its list are labelled by it. */
  titleId: string;
  title: ReactNode;
  /** How many the panel lists; null until they are loaded. */
  count: number | null;
  countLabel: string;
  action?: ReactNode;
};

/** A panel's heading with how many it lists, and its action (Add …) on the right. */
export function CountedHeading({ titleId, title, count, countLabel, action }: CountedHeadingProps) {
  return (
    <Group justify="space-between" mb="sm">
      <Group gap="xs">
        <Title order={2} fz="h5" id={titleId}>
          {title}
        </Title>
        {count !== null && (
          <Badge size="sm" variant="light" circle aria-label={countLabel}>
            {count}
          </Badge>
        )}
      </Group>
      {action}
    </Group>
  );
}

/** A panel's list that could not be loaded: what failed, and Try again. */
export function ListLoadFailed({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <Group gap="sm">
      <Text size="sm" c="red">
        {message}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Group>
  );
}
