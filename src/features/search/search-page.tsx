import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SearchKind, SearchResult } from '@/contract/loads';
import { AppLink } from '@/lib/ui/app-link';
import {
  canSearch,
  GLOBAL_SEARCH_DEBOUNCE_MS,
  KIND_GROUP_LABELS,
  KIND_ICONS,
  KIND_ORDER,
  PAGE_LIMIT,
  SEARCH_MIN_QUERY,
  searchQueryOptions,
} from '@/lib/search';

/** /search?q=: the full result list of the global search, grouped by kind, each group in rank order. */
export function SearchPage({ q }: { q: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    setText(q);
  }
  const apply = useDebouncedCallback((next: string) => {
    void navigate({ to: '/search', search: { q: next.trim() || undefined }, replace: true });
  }, GLOBAL_SEARCH_DEBOUNCE_MS);
  const result = useQuery(searchQueryOptions(q, PAGE_LIMIT));
  const groups = KIND_ORDER.map((kind) => ({ kind, results: (result.data?.Results ?? []).filter((r) => r.Kind === kind) })).filter(
    (group) => group.results.length > 0,
  );

  return (
    <Stack gap="md" maw={820}>
      <TextInput
        label={t`Search loads, truckers and shippers`}
        placeholder={t`Load number, DLS number, name, e-mail, MC or DOT`}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={result.isFetching ? <Loader size="xs" role="status" aria-label={t`Searching`} /> : null}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          apply(event.currentTarget.value);
        }}
        autoFocus
      />
      {!canSearch(q) && (
        <Text c="dimmed" size="sm">
          <Trans>Type at least {SEARCH_MIN_QUERY} characters.</Trans>
        </Text>
      )}
      {result.isError && (
        <Alert color="red" title={t`The search is not available right now.`}>
          {result.error.message}
        </Alert>
      )}
      {canSearch(q) && result.isSuccess && groups.length === 0 && (
        <Text c="dimmed" size="sm">
          <Trans>Nothing matches “{q}”.</Trans>
        </Text>
      )}
      {groups.map(({ kind, results }) => (
        <Stack key={kind} gap="xs" component="section" aria-label={i18n._(KIND_GROUP_LABELS[kind])}>
          <Title order={2} fz="h5">
            {i18n._(KIND_GROUP_LABELS[kind])}{' '}
            <Badge variant="light" color="gray" size="sm">
              {results.length}
            </Badge>
          </Title>
          {results.map((r) => (
            <ResultCard key={`${r.Kind}:${r.Id}`} result={r} kind={kind} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function ResultCard({ result, kind }: { result: SearchResult; kind: SearchKind }) {
  const Icon = KIND_ICONS[kind];
  return (
    <Paper withBorder p="sm">
      <Group gap="sm" wrap="nowrap">
        <Icon size={20} aria-hidden />
        <div>
          <Anchor component={AppLink} href={result.Href} fw={600}>
            {result.Title}
          </Anchor>
          {result.Subtitle && (
            <Text size="sm" c="dimmed">
              {result.Subtitle}
            </Text>
          )}
        </div>
      </Group>
    </Paper>
  );
}
