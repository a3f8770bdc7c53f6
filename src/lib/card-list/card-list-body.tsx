import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  loading: boolean;
  empty: boolean;
  /** The height of the placeholder cards while loading: about a real card's. */
  skeletonHeight: number;
  /** Said when nothing matches the filters. */
  emptyText: ReactNode;
  children: ReactNode;
};

/** The cards of a phone list: three placeholder cards while they load, a line when there are none, else the cards. */
export function CardListBody({ loading, empty, skeletonHeight, emptyText, children }: Props) {
  if (loading)
    return (
      <Stack gap="sm">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={skeletonHeight} radius="md" />
        ))}
      </Stack>
    );
  if (empty)
    return (
      <Text c="dimmed" py="xl" ta="center">
        {emptyText}
      </Text>
    );
  return children;
}
