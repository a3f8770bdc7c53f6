import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBookmark, IconBookmarkPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type SavedSearch, type SavedSearchAlerts, boardSearchOf, SAVED_SEARCH_NAME_MAX } from '@/contract/saved-searches';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { enablePush } from '@/lib/pwa/push';
import { isBackOffice, useSession } from '@/lib/session';
import type { BoardSearch } from '../board-search';
import { AlertSwitches } from './alert-switches';
import { createSavedSearch, deleteSavedSearch, savedSearchesQueryOptions, savedSearchKeys, updateSavedSearch } from './api';
import { BoardLoadDialog } from './board-load-dialog';
import { queryOfSearch } from './query-of-search';
import { useQuerySummary } from './summary';

/**
 * The board's saved searches (issue 41, decision 166): "Save search" keeps the board's filters under a name with
 * its alerts; "Saved searches" lists them to apply, change alerts or delete. An alert's link (`?load=`) opens the load.
 */
export function SavedSearches({ search }: { search: BoardSearch }) {
  const session = useSession();
  const carrier = !isBackOffice(session);
  const navigate = useNavigate();
  const close = () => void navigate({ to: '/Loads/find', search: { ...search, load: undefined } as BoardSearch });
  return (
    <>
      {carrier && <SavedSearchActions search={search} />}
      {search.load !== undefined && <BoardLoadDialog id={search.load} onClose={close} />}
    </>
  );
}

/** Turning push on asks the browser first; a refusal saves the search without it. */
async function withPush(alerts: SavedSearchAlerts, warn: () => void): Promise<SavedSearchAlerts> {
  if (!alerts.Push) return alerts;
  const ok = await enablePush().catch(() => false);
  if (!ok) warn();
  return ok ? alerts : { ...alerts, Push: false };
}

function SavedSearchActions({ search }: { search: BoardSearch }) {
  const { t } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const list = useQuery(savedSearchesQueryOptions());
  const [saving, setSaving] = useState(false);
  const [listing, setListing] = useState(false);
  const [name, setName] = useState('');
  const [alerts, setAlerts] = useState<SavedSearchAlerts>({ InApp: true, Email: false, Push: false });
  const summary = useQuerySummary();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
  const warnPush = () => notifyHttpError(new Error(t`This browser does not allow notifications: push stays off.`));

  const create = useMutation({
    mutationFn: async () => createSavedSearch({ Name: name, Query: queryOfSearch(search), Alerts: await withPush(alerts, warnPush) }),
    onSuccess: (saved) => {
      notifySuccess(t`Search “${saved.Name}” saved.`);
      setSaving(false);
      void refresh();
    },
    onError: (error) => notifyHttpError(error),
  });

  const count = list.data?.SavedSearches.length ?? 0;
  const full = count >= (list.data?.Max ?? 20);
  const open = () => {
    const q = queryOfSearch(search);
    setName([q.origin, q.dest].filter(Boolean).join(' → ').slice(0, SAVED_SEARCH_NAME_MAX) || t`My search`);
    setAlerts({ InApp: true, Email: false, Push: false });
    setSaving(true);
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" leftSection={<IconBookmarkPlus size={16} aria-hidden />} onClick={open} disabled={full}>
        <Trans>Save search</Trans>
      </Button>
      <Button
        variant="subtle"
        leftSection={<IconBookmark size={16} aria-hidden />}
        rightSection={count ? <Badge size="sm">{count}</Badge> : null}
        onClick={() => setListing(true)}
      >
        <Trans>Saved searches</Trans>
      </Button>
      <Modal
        opened={saving}
        onClose={() => setSaving(false)}
        title={t`Save this search`}
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          <Stack>
            <TextInput
              label={t`Name`}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              data-autofocus
            />
            <Text size="sm" c="dimmed">
              {summary(queryOfSearch(search))}
            </Text>
            <Text size="sm" fw={500}>
              <Trans>Alert me about new loads</Trans>
            </Text>
            <AlertSwitches value={alerts} onChange={setAlerts} name={name} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSaving(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal
        opened={listing}
        onClose={() => setListing(false)}
        title={t`Saved searches`}
        fullScreen={narrow}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <SavedSearchList
          searches={list.data?.SavedSearches ?? []}
          onApply={() => setListing(false)}
          onChanged={() => void refresh()}
          warnPush={warnPush}
        />
      </Modal>
    </Group>
  );
}

function SavedSearchList({
  searches,
  onApply,
  onChanged,
  warnPush,
}: {
  searches: SavedSearch[];
  onApply: () => void;
  onChanged: () => void;
  warnPush: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const summary = useQuerySummary();
  const update = useMutation({
    mutationFn: async ({ s, alerts }: { s: SavedSearch; alerts: SavedSearchAlerts }) =>
      updateSavedSearch(s.Id, { Name: s.Name, Query: s.Query, Alerts: await withPush(alerts, warnPush) }),
    onSuccess: onChanged,
    onError: (error) => notifyHttpError(error),
  });
  const remove = useMutation({
    mutationFn: (s: SavedSearch) => deleteSavedSearch(s.Id),
    onSuccess: onChanged,
    onError: (error) => notifyHttpError(error),
  });
  if (searches.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No saved searches yet. Set the board’s filters, then choose Save search.</Trans>
      </Text>
    );
  return (
    <Stack gap="sm">
      {searches.map((s) => (
        <Card key={s.Id} withBorder padding="sm" component="section" aria-label={s.Name}>
          <Stack gap={6}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {s.Name}
            </Text>
            <Text size="sm" c="dimmed">
              {summary(s.Query)}
            </Text>
            <AlertSwitches value={s.Alerts} name={s.Name} disabled={update.isPending} onChange={(alerts) => update.mutate({ s, alerts })} />
            <Group gap="xs" justify="flex-end">
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t`Apply ${s.Name}`}
                onClick={() => {
                  void navigate({ to: '/Loads/find', search: boardSearchOf(s.Query) as BoardSearch });
                  onApply();
                }}
              >
                <Trans>Apply</Trans>
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={t`Delete ${s.Name}`}
                loading={remove.isPending && remove.variables?.Id === s.Id}
                onClick={() => remove.mutate(s)}
              >
                <Trans>Delete</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
