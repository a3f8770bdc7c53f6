import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column heading: its text, or the text with a fixed width or right alignment (amounts). */
export type SimpleHeading = string | HeadingWithLayout;
type HeadingWithLayout = { label: string; w?: number; ta?: 'right' };

type Props = {
  headings: SimpleHeading[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The accessible name of the table. */
  label?: string;
  striped?: boolean;
  highlightOnHover?: boolean;
  /** The body's rows. */
  children: ReactNode;
};

/** A small read-only table (no paging, no sorting, no column menu): its headings and the rows it is given. */
export function SimpleTable({ headings, minWidth, label, striped, highlightOnHover, children }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} highlightOnHover={highlightOnHover} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => {
              const { label: text, w, ta }: HeadingWithLayout = typeof heading === 'string' ? { label: heading } : heading;
              return (
                <Table.Th key={text} w={w} ta={ta}>
                  {text}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
