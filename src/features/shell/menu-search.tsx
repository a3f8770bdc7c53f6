import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Kbd, Loader, Modal, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useHotkeys } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch, type Icon } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { BOX_LIMIT, canSearch, GLOBAL_SEARCH_DEBOUNCE_MS, KIND_ICONS, KIND_LABELS, searchQueryOptions } from '@/lib/search';
import type { Session } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';
import { HeaderIconButton } from './header-icon-button';
import { topMenuItems, userMenuItems } from './menu-items';

type Entry = { key: string; href: string; text: string; hint?: string; tag: string; icon: Icon };

/**
 * The search item (Ctrl/⌘ + K opens it): one box that finds menu entries by name and, from two characters on,
 * loads, truckers and shippers on the server (decision 042), ranked, each a link; arrows and Enter choose.
 */
export function MenuSearch({ session }: { session: Session }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const listId = useId();
  const [opened, { open, close }] = useDisclosure(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(query, GLOBAL_SEARCH_DEBOUNCE_MS);
  useHotkeys([['mod+K', open]]);
  const server = useQuery({ ...searchQueryOptions(debounced, BOX_LIMIT), enabled: opened && canSearch(debounced) });

  const pages = useMemo(
    () => [...topMenuItems(session), ...userMenuItems].map((item) => ({ ...item, text: i18n._(item.label) })),
    [session, i18n],
  );
  const needle = query.trim().toLowerCase();
  const entries: Entry[] = [
    ...pages
      .filter((e) => e.text.toLowerCase().includes(needle) || e.href.toLowerCase().includes(needle))
      .map((e) => ({ key: `page:${e.href}`, href: e.href, text: e.text, tag: t`Page`, icon: e.icon })),
    ...(canSearch(query) && server.data
      ? server.data.Results.map((r) => ({
          key: `${r.Kind}:${r.Id}`,
          href: r.Href,
          text: r.Title,
          hint: r.Subtitle ?? undefined,
          tag: i18n._(KIND_LABELS[r.Kind]),
          icon: KIND_ICONS[r.Kind],
        }))
      : []),
  ];
  const current = Math.min(active, Math.max(entries.length - 1, 0));
  const searching = canSearch(query) && (server.isFetching || debounced !== query);

  const go = (href: string) => {
    close();
    setQuery('');
    void router.navigate({ href });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive(Math.min(current + 1, entries.length - 1));
    else if (event.key === 'ArrowUp') setActive(Math.max(current - 1, 0));
    else if (event.key === 'Enter' && entries[current]) go(entries[current].href);
    else if (event.key === 'Enter' && canSearch(query)) go(`/search?q=${encodeURIComponent(query.trim())}`);
    else return;
    event.preventDefault();
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <>
      <HeaderIconButton label={t`Search`} title={t`Search (Ctrl + K)`} onClick={open}>
        <IconSearch size={20} aria-hidden />
      </HeaderIconButton>
      <Modal opened={opened} onClose={close} title={t`Search`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
        <TextInput
          data-autofocus
          label={t`Find a page, load, trucker or shipper`}
          placeholder={t`Page name, load number, DLS number, name, e-mail, MC or DOT`}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={searching ? <Loader size="xs" role="status" aria-label={t`Searching`} /> : <Kbd size="xs">Enter</Kbd>}
          rightSectionWidth={56}
          value={query}
          role="combobox"
          aria-expanded={entries.length > 0}
          aria-controls={listId}
          aria-activedescendant={entries[current] ? optionId(current) : undefined}
          aria-autocomplete="list"
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={handleKeyDown}
        />
        <ScrollArea.Autosize mah="60vh" mt="sm" type="auto">
          <Stack gap={2} id={listId} role="listbox" aria-label={t`Results`}>
            {entries.map(({ key, href, text, hint, tag, icon: Icon }, index) => (
              <NavLink
                key={key}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                component="button"
                type="button"
                tabIndex={-1}
                label={text}
                description={hint}
                leftSection={<Icon size={18} aria-hidden />}
                rightSection={
                  <Badge size="xs" variant="light" color="gray" style={{ textTransform: 'none' }}>
                    {tag}
                  </Badge>
                }
                active={index === current}
                variant="light"
                onMouseEnter={() => setActive(index)}
                onClick={() => go(href)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {entries.length === 0 && !searching && (
          <Text c="dimmed" size="sm" py="sm">
            <Trans>Nothing matches “{query}”.</Trans>
          </Text>
        )}
        {server.isError && canSearch(query) && (
          <Text c="red" size="sm" py="xs">
            <Trans>The search is not available right now.</Trans>
          </Text>
        )}
        {canSearch(query) && (
          <Group justify="flex-end" mt="sm">
            <Anchor component={AppLink} href={`/search?q=${encodeURIComponent(query.trim())}`} size="sm" onClick={() => close()}>
              <Trans>See all results</Trans>
            </Anchor>
          </Group>
        )}
      </Modal>
    </>
  );
}
