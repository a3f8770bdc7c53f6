import { useLingui } from '@lingui/react/macro';
import { Box, Burger, Divider, Drawer, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import type { Session } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageMenu } from './language-menu';
import { Logo, LogoMark } from './logo';
import { MenuSearch } from './menu-search';
import { DrawerMenu, TopMenu } from './top-menu';
import { UserMenu } from './user-menu';
import classes from './shell.module.css';

/** Header: logo, top menu (a burger and drawer below 992 px), search, language, colour scheme, user menu. */
export function AppHeader({ session, extra }: { session: Session; extra?: ReactNode }) {
  const { t } = useLingui();
  const [drawerOpened, drawer] = useDisclosure(false);
  const wide = useMediaQuery('(min-width: 62em)');
  useEffect(() => {
    if (wide) drawer.close();
  }, [wide, drawer]);

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={t`Open the menu`}
            aria-expanded={drawerOpened}
          />
          <UnstyledButton component={AppLink} href="/" aria-label={t`Haulbase home`}>
            {/* the name beside the mark from 36em up; a phone's header keeps its room for the buttons */}
            <Box visibleFrom="xs">
              <Logo size={30} />
            </Box>
            <Box hiddenFrom="xs" h={30}>
              <LogoMark size={30} />
            </Box>
          </UnstyledButton>
          <Divider orientation="vertical" visibleFrom="md" mx={4} />
          <TopMenu session={session} />
        </Group>
        <Group gap={4} wrap="nowrap">
          <MenuSearch session={session} />
          {extra}
          {/* Below 48em the language and colour scheme live in the drawer: the header fits a 360-px phone (issue 38). */}
          <Box visibleFrom="sm">
            <LanguageMenu compact />
          </Box>
          <Box visibleFrom="sm">
            <ColorSchemeToggle />
          </Box>
          <UserMenu session={session} />
        </Group>
      </Group>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={320}
        padding="md"
        title={<Logo size={26} />}
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': t`Close the menu` }}
      >
        <DrawerMenu session={session} onNavigate={drawer.close} />
        <Group hiddenFrom="sm" gap={4} mt="md">
          <LanguageMenu compact />
          <ColorSchemeToggle />
        </Group>
      </Drawer>
    </Box>
  );
}
