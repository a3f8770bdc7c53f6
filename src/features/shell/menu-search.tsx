import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Kbd, Modal, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { Session } from '@/lib/session';
import { topMenuItems, userMenuItems } from './menu-items';

/** The search item: finds a menu entry by name and goes there (Ctrl/⌘ + K opens it). */
export function MenuSearch({ session }: { session: Session }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [opened, { open, close }] = useDisclosure(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  useHotkeys([['mod+K', open]]);

  const entries = useMemo(
    () => [...topMenuItems(session), ...userMenuItems].map((item) => ({ ...item, text: i18n._(item.label) })),
    [session, i18n],
  );
  const needle = query.trim().toLowerCase();
  const results = entries.filter((e) => e.text.toLowerCase().includes(needle) || e.href.toLowerCase().includes(needle));

  const go = (href: string) => {
    close();
    setQuery('');
    void router.navigate({ href });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && results[active]) go(results[active].href);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <ActionIcon variant="subtle" color="gray" c="var(--mantine-color-text)" size="lg" onClick={open} aria-label={t`Search`} title={t`Search (Ctrl + K)`}>
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={t`Search`} size="md" closeButtonProps={{ 'aria-label': t`Close` }}>
        <TextInput
          data-autofocus
          label={t`Find a page`}
          placeholder={t`Type a page name`}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={<Kbd size="xs">Enter</Kbd>}
          rightSectionWidth={56}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={handleKeyDown}
        />
        <Stack gap={2} mt="sm">
          {results.map(({ href, text, icon: Icon }, index) => (
            <NavLink
              key={href}
              component="button"
              type="button"
              label={text}
              leftSection={<Icon size={18} aria-hidden />}
              active={index === active}
              variant="light"
              onMouseEnter={() => setActive(index)}
              onClick={() => go(href)}
            />
          ))}
          {results.length === 0 && (
            <Text c="dimmed" size="sm" py="sm">
              <Trans>Nothing matches “{query}”.</Trans>
            </Text>
          )}
        </Stack>
      </Modal>
    </>
  );
}
