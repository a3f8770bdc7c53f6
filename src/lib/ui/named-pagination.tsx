import { useLingui } from '@lingui/react/macro';
import { Pagination, type PaginationProps } from '@mantine/core';

/** Mantine's Pagination whose previous, next and page buttons say what they do in the reader's language. */
export function NamedPagination(props: PaginationProps) {
  const { t } = useLingui();
  return (
    <Pagination
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : control,
      })}
      getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
      {...props}
    />
  );
}
