import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { APP_VERSION, BUILD_TIME } from '@/lib/app-info';
import { formatDate } from '@/shared/format/date';
import { AppLink } from '@/lib/ui/app-link';
import classes from './shell.module.css';

/** The build's stamp, as the build wrote it (UTC): the sign-in page's HTML made at build time shows the same text. */
const BUILD_YEAR = BUILD_TIME ? new Date(BUILD_TIME).getUTCFullYear() : null;

/**
 * Footer: the build's year, version and date (a label of the release, in the reader's format, on the build's UTC
 * calendar), and Privacy / Legal / Contact links to /terms. The text must not depend on the reader's clock or zone:
 * the sign-in page's HTML is rendered at build time (decision 153), and a different text when the app takes it over
 * makes React draw the page again, dropping what was typed meanwhile.
 */
export function AppFooter() {
  const { t } = useLingui();
  const year = BUILD_YEAR ?? new Date().getUTCFullYear();
  const BUILD_DATE = formatDate(BUILD_TIME, { timeZone: 'UTC' }) || '—';
  const links = [
    { label: t`Privacy`, href: '/terms#privacy' },
    { label: t`Legal`, href: '/terms#legal' },
    { label: t`Contact`, href: '/terms#contact' },
  ];
  return (
    <Box component="footer" className={classes.footer} py="sm">
      <Container fluid px={{ base: 'sm', md: 'lg' }}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>
              © {year} Haulbase v{APP_VERSION} · Build {BUILD_DATE}
            </Trans>
          </Text>
          <Group component="nav" aria-label={t`Legal`} gap="md">
            {links.map(({ label, href }) => (
              <Anchor key={href} component={AppLink} href={href} size="sm" c="dimmed" underline="always">
                {label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
