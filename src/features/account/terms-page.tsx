import { Anchor, Box, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { TermsSection } from './terms-section';
import { TERMS_SECTIONS } from './terms-sections';

/** /terms (spec 3 §1): reachable signed in or not; #privacy, #legal and #contact are the footer's anchors. */
export function TermsPage() {
  const { i18n, t } = useLingui();
  const session = useSession();
  const hash = useLocation({ select: (location) => location.hash });

  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, [hash]);

  const back = session ? (
    <Anchor component={Link} to="/" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        <Trans>Back to Haulbase</Trans>
      </Group>
    </Anchor>
  ) : (
    <Anchor component={Link} to="/auth/login" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        <Trans>Back to sign in</Trans>
      </Group>
    </Anchor>
  );

  return (
    <Box component="article" maw={760} mx="auto" w="100%">
      <Stack gap="lg">
        {back}
        <Box id="legal" style={{ scrollMarginTop: 16 }}>
          <Title order={1}>
            <Trans>Terms and Conditions</Trans>
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            <Trans>Last updated March 18, 2025</Trans>
          </Text>
        </Box>
        <Paper withBorder p="md" radius="md" component="nav" aria-label={t`Contents`}>
          <Text fw={600} size="sm" mb="xs">
            <Trans>Contents</Trans>
          </Text>
          <List type="ordered" size="sm" spacing={2} style={{ columns: '16rem 2' }}>
            {TERMS_SECTIONS.map(({ id, title }) => (
              <List.Item key={id}>
                <Anchor href={`#${id}`} size="sm">
                  {i18n._(title)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {TERMS_SECTIONS.map(({ id, title, Body }, index) => (
          <TermsSection key={id} id={id} number={index + 1} title={i18n._(title)}>
            <Body />
          </TermsSection>
        ))}
        <Divider />
        {back}
      </Stack>
    </Box>
  );
}
