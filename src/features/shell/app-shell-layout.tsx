import { Box, Container } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { PageSubheader } from './page-subheader';
import { ScrollToTop } from './scroll-to-top';
import classes from './shell.module.css';

type Props = {
  children: ReactNode;
  /** Put in the top bar before the language menu (the sync button). */
  headerExtra?: ReactNode;
  /** Shown right under the top bar (the offline banner). */
  banner?: ReactNode;
};

/** The signed-in shell: header, subheader with breadcrumbs, the page, footer, scroll-to-top. */
export function AppShellLayout({ children, headerExtra, banner }: Props) {
  const session = useSession();
  // Signed out here or in another tab: back to the sign-in page.
  if (!session) return <Navigate to="/auth/login" replace />;
  return (
    <Box className={classes.page}>
      <AppHeader session={session} extra={headerExtra} />
      {banner}
      <PageSubheader />
      <Box component="main" id="main" className={classes.main} py="lg">
        {/* fluid: lists use the window's width (issue 15 item 20); forms and cards keep their own widths */}
        <Container fluid px={{ base: 'sm', md: 'lg' }}>
          {children}
        </Container>
      </Box>
      <AppFooter />
      <ScrollToTop />
    </Box>
  );
}
