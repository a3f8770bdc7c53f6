import { Badge, type MantineSize } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { AppLink } from '@/lib/ui/app-link';
import { isStatusCode, LOAD_STATUS_NAMES, STATUS_BADGE_COLOR, statusColorName, trackingHref, type StatusContext } from './status';

type LoadStatusBadgeProps = {
  code: string | null | undefined;
  context: StatusContext;
  /** When set, the badge links to this load's tracking page (spec 2 §4). */
  linkTo?: number;
  /** The server's name, shown for a code this build does not know. */
  name?: string | null;
  size?: MantineSize;
};

/** A load status badge in the colours of spec 2 §4. */
export function LoadStatusBadge({ code, context, linkTo, name, size = 'sm' }: LoadStatusBadgeProps) {
  const { i18n } = useLingui();
  const colorName = statusColorName(code, context);
  const { color, dark } = STATUS_BADGE_COLOR[colorName];
  const label = isStatusCode(code) ? i18n._(LOAD_STATUS_NAMES[code]) : (name ?? code ?? '');
  const common = {
    color,
    variant: 'filled' as const,
    size,
    c: dark ? 'dark.9' : 'white',
    'data-status': code ?? '',
    'data-status-color': colorName,
    style: { textTransform: 'none' as const },
  };
  if (linkTo === undefined) return <Badge {...common}>{label}</Badge>;
  return (
    <Badge {...common} component={AppLink} href={trackingHref(linkTo)} style={{ ...common.style, cursor: 'pointer' }}>
      {label}
    </Badge>
  );
}
