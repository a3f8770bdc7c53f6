import { useLingui } from '@lingui/react/macro';
import { Box, Center, Group, Paper, UnstyledButton } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppLink } from '@/lib/ui/app-link';
import { AppFooter } from './app-footer';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageMenuOnIntent } from './language-menu-on-intent';
import { Logo } from './logo';
import { ScrollToTop } from './scroll-to-top';
import classes from './shell.module.css';

/**
 * Layout of the pages used signed out (sign-in, forgot / reset password, activation, terms, 404): the logo, the
 * language selector and colour switch in the top corner, a centred card, the footer. `bare` drops the card.
 */
export function PublicLayout({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  const { t } = useLingui();
  const wide = useMatches({ select: (matches) => matches.some((m) => m.staticData?.wide) });
  return (
    <Box className={classes.page}>
      <Box component="header" px="md" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <UnstyledButton component={AppLink} href="/" aria-label={t`Haulbase home`}>
            <Logo size={30} />
          </UnstyledButton>
          <Group gap={4} wrap="nowrap">
            <LanguageMenuOnIntent />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </Box>
      <Box component="main" id="main" className={classes.main} px="md" py="xl">
        <Center>
          {bare ? (
            <Box w="100%" maw={720}>
              {children}
            </Box>
          ) : (
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={wide ? 920 : 440}>
              {children}
            </Paper>
          )}
        </Center>
      </Box>
      <AppFooter />
      <ScrollToTop />
    </Box>
  );
}
