import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PartyBlock } from '@/contract/loads';
import { formatMoney } from '@/lib/format/money';
import { getSession, isBackOffice } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';
import { formatDate } from '@/shared/format/date';
import classes from './print.module.css';

export { classes };

export const money = (value: number) => `$${formatMoney(value)}`;

export const place = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/** Print and Back above the document; neither prints. */
export function PrintToolbar({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  // A shipper reads its own invoice (issue 40): back to its own list.
  const backHref = isBackOffice(getSession()) ? '/Loads' : '/shipper/loads';
  return (
    <Group justify="space-between" mb="md" data-print-hide>
      <Anchor component={AppLink} href={backHref} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          <Trans>Back to Loads</Trans>
        </Group>
      </Anchor>
      <Group gap="xs">
        {children}
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} aria-label={t`Print`}>
          <Trans>Print</Trans>
        </Button>
      </Group>
    </Group>
  );
}

export function PartyCard({
  title,
  party,
  logo,
  children,
}: {
  title: string;
  party: PartyBlock;
  logo?: string | null;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Block title={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <div className={classes.blockName}>{party.Name || '—'}</div>
          {party.Address1 && <div>{party.Address1}</div>}
          <div>{place(party.City, [party.State, party.Zipcode].filter(Boolean).join(' '))}</div>
          {children}
        </div>
        {logo && <img src={logo} alt={t`${party.Name} logo`} className={classes.logo} />}
      </Group>
    </Block>
  );
}

/** A framed block of the document under a small title (a party, the bank details, a stop). */
export function Block({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={classes.block}>
      <h3 className={classes.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** The price lines: Description, then right-aligned amount columns; the last row says the total. */
export function LinesTable({
  amountHeadings,
  totalLabel,
  total,
  totalTestId,
  children,
}: {
  /** The headings after Description, the last one over the amounts the total adds up. */
  amountHeadings: ReactNode[];
  totalLabel: ReactNode;
  total: number;
  totalTestId: string;
  children: ReactNode;
}) {
  return (
    <table className={classes.lines}>
      <thead>
        <tr>
          <th>
            <Trans>Description</Trans>
          </th>
          {amountHeadings.map((heading, index) => (
            <th key={index} className={classes.num}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      <tfoot>
        <tr>
          <td colSpan={amountHeadings.length}>{totalLabel}</td>
          <td className={classes.num} data-testid={totalTestId}>
            {money(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** One price line: its description, then its right-aligned amounts. */
export function Line({ description, amounts }: { description: ReactNode; amounts: ReactNode[] }) {
  return (
    <tr>
      <td>{description}</td>
      {amounts.map((amount, index) => (
        <td key={index} className={classes.num}>
          {amount}
        </td>
      ))}
    </tr>
  );
}

/** Loading and error states of a print view (the toolbar stays so Back still works). */
export function PrintState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Stack>
      <PrintToolbar />
      {error ? (
        <Alert color="red" title={t`The document could not be loaded.`}>
          {error.message}{' '}
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label={t`Loading`} />
        </Group>
      )}
    </Stack>
  );
}

/** The document's head: its title, the load's code, "Paid" with the day once paid, and its dates (label, day). */
export function DocumentHead({
  title,
  code,
  paidOn,
  showUnpaid = false,
  dates,
}: {
  title: ReactNode;
  code: string;
  /** The payment day; undefined while unpaid. */
  paidOn?: string | null;
  /** Says "Not paid yet" while unpaid (the invoice; the bill leaves it out). */
  showUnpaid?: boolean;
  dates: { label: ReactNode; value: string | null | undefined }[];
}) {
  return (
    <div className={classes.head}>
      <div>
        <h2 className={classes.docTitle}>{title}</h2>
        <div>
          <Trans>Load</Trans> <strong>{code}</strong>
        </div>
        {paidOn !== undefined && (
          <div className={classes.paid}>
            <Trans>Paid</Trans> {formatDate(paidOn)}
          </div>
        )}
        {paidOn === undefined && showUnpaid && (
          <div>
            <Trans>Not paid yet</Trans>
          </div>
        )}
      </div>
      <div className={classes.meta}>
        <dl>
          {dates.flatMap(({ label, value }, index) => [
            <dt key={`t${index}`}>{label}</dt>,
            <dd key={`d${index}`}>{formatDate(value) || '—'}</dd>,
          ])}
        </dl>
      </div>
    </div>
  );
}
