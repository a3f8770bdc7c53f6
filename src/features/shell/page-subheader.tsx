import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Breadcrumbs, Container, Text, Title } from '@mantine/core';
import { AppLink } from '@/lib/ui/app-link';
import { usePageTrail } from './page-title';
import classes from './shell.module.css';

/** Subheader: the page title and its breadcrumb trail, derived from the route. */
export function PageSubheader() {
  const { t } = useLingui();
  const { title, trail } = usePageTrail();
  return (
    <Box className={classes.subheader} py="sm">
      <Container fluid px={{ base: 'sm', md: 'lg' }}>
        <Title order={1} fz="h3">
          {title}
        </Title>
        <Breadcrumbs component="nav" aria-label={t`Breadcrumb`} mt={4} separatorMargin={6} fz="sm">
          {trail.map((crumb, index) =>
            index === trail.length - 1 ? (
              <Text key={crumb.href} size="sm" c="dimmed" aria-current="page">
                {crumb.label}
              </Text>
            ) : (
              <Anchor key={crumb.href} component={AppLink} href={crumb.href} size="sm">
                {crumb.label}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      </Container>
    </Box>
  );
}
