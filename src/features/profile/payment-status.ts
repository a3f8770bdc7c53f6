/** Payment status colour (spec 3 §4, §9): green when it equals "active" (any case), otherwise red. */
export function paymentStatusColor(status: string | null | undefined): 'green' | 'red' {
  return isActiveStatus(status) ? 'green' : 'red';
}

export function isActiveStatus(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === 'active';
}

/** The Mantine shade used for the badge: dark enough that white text stays above 4.5:1 (green.9 is 4.4). */
export const STATUS_SHADE = { green: '#237a36', red: 'red.9' } as const;

/** "past_due" → "Past due"; the raw provider status when it is not one we know. */
export function humanizeStatus(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
