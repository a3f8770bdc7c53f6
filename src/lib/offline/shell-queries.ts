import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, removeOldestQuery } from '@tanstack/react-query-persist-client';
import { isShellQuery } from './registry';
import { tokenSubject } from './token-subject';

/** Where the shell's queries are kept (decision 121); deleted at sign-out. */
export const SHELL_QUERIES_KEY = 'haulbase-shell-queries';

/** Bump when a shell answer's shape changes; the user id is added, so one user never restores another's. */
const SHELL_BUSTER = 'v1';

/** Like the snapshots: a month-old badge is worse than an empty one. */
const SHELL_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

let kept: { userId: string; queryClient: QueryClient; stop: () => void; restored: Promise<void> } | null = null;

/** localStorage for one user's saves: a save still waiting on the persister's throttle when they sign out is dropped. */
const storageOf = (userId: string): Storage | undefined =>
  typeof localStorage === 'undefined'
    ? undefined
    : ({
        getItem: (key: string) => localStorage.getItem(key),
        setItem: (key: string, value: string) => {
          if (kept?.userId === userId) localStorage.setItem(key, value);
        },
        removeItem: (key: string) => localStorage.removeItem(key),
      } as Storage);

/**
 * The small queries the shell draws (the user, menu badges, view models: `shell` in the features' offline parts) are
 * restored from localStorage, which answers at once, so a cold start paints them before IndexedDB opens; their
 * answers are saved there from then on. One user at a time: another user's sign-in stops the first one's.
 */
export function keepShellQueries(queryClient: QueryClient, token: string | null | undefined): Promise<void> {
  const userId = tokenSubject(token);
  if (kept && kept.userId === userId && kept.queryClient === queryClient) return kept.restored;
  stopShellQueries();
  if (!userId) return Promise.resolve();
  // A full storage drops the oldest answer and tries again.
  const persister = createSyncStoragePersister({ storage: storageOf(userId), key: SHELL_QUERIES_KEY, retry: removeOldestQuery });
  const [stop, restored] = persistQueryClient({
    // The persister package trails react-query by a few patch versions (see snapshots.ts): the same client at runtime.
    queryClient: queryClient as unknown as Parameters<typeof persistQueryClient>[0]['queryClient'],
    persister,
    buster: `${SHELL_BUSTER}:${userId}`,
    maxAge: SHELL_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isShellQuery(query.queryKey),
      shouldDehydrateMutation: () => false,
    },
  });
  // What was kept is shown at once but is what an earlier page saw: each restored answer is fetched again when its
  // screen asks for it (a conversation written since must show on Messages without waiting for its event).
  const revalidated = restored.then(() => queryClient.invalidateQueries({ predicate: (query) => isShellQuery(query.queryKey) }));
  kept = { userId, queryClient, stop, restored: revalidated.catch(() => undefined) };
  return kept.restored;
}

function stopShellQueries(): void {
  kept?.stop();
  kept = null;
}

/** Sign-out (shared tablets): stops saving and deletes what was kept, with the user's database and lookup caches. */
export function wipeShellQueries(): void {
  stopShellQueries();
  try {
    localStorage.removeItem(SHELL_QUERIES_KEY);
  } catch {
    /* no storage: nothing was kept */
  }
}
