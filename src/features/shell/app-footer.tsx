import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { APP_VERSION, BUILD_TIME } from '@/lib/app-info';
import { formatDate } from '@/shared/format/date';
import { AppLink } from '@/lib/ui/app-link';
import classes from './shell.module.css';

/** Footer: year, the build's version and date (in the reader's format and zone), and Privacy / Legal / Contact links to /terms. */
export function AppFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const BUILD_DATE = formatDate(BUILD_TIME) || '—';
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
