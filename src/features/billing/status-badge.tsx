import { Badge, Text, type MantineSize } from '@mantine/core';
import { isActiveStatus } from '@/contract/billing';
import { useStatusLabel } from './labels';

/** White text stays above 4.5:1 on these shades (the profile badge uses the same ones). */
const SHADE = { green: '#237a36', red: 'red.9' } as const;
/** Coloured text readable on light and dark rows. */
const TEXT = {
  green: 'light-dark(#237a36, var(--mantine-color-green-4))',
  red: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))',
} as const;

const colorOf = (status: string | null | undefined) => (isActiveStatus(status) ? 'green' : 'red');

/** The payment-status badge of the details header: green if active, otherwise red (spec 3 §2, §4). */
export function StatusBadge({ status, size = 'lg' }: { status: string | null; size?: MantineSize }) {
  const label = useStatusLabel();
  const color = colorOf(status);
  return (
    <Badge color={SHADE[color]} variant="filled" size={size} data-status-color={color}>
      {status ? label(status) : '—'}
    </Badge>
  );
}

/** The list's Payment status cell: green if active (any case), otherwise red; a dash when empty. */
export function StatusText({ status }: { status: string | null }) {
  const label = useStatusLabel();
  if (!status)
    return (
      <Text size="sm" span>
        —
      </Text>
    );
  const color = colorOf(status);
  return (
    <Text size="sm" span fw={600} c={TEXT[color]} data-status-color={color}>
      {label(status)}
    </Text>
  );
}

/** A provider invoice's status: paid green, void / uncollectible red, others (open, draft) plain. */
export function InvoiceStatusText({ status }: { status: string }) {
  const key = status.toLowerCase();
  const color = key === 'paid' ? TEXT.green : key === 'void' || key === 'uncollectible' ? TEXT.red : undefined;
  return (
    <Text size="sm" span fw={color ? 600 : 400} c={color}>
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </Text>
  );
}
