import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SearchPage } from '@/features/search/search-page';

const searchSchema = v.object({
  q: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).trim() || undefined),
      ),
    ),
    undefined,
  ),
});

/** The full result list of the global search (decision 042). */
export const Route = createFileRoute('/_app/search')({
  validateSearch: searchSchema,
  staticData: { title: msg`Search` },
  component: SearchRoute,
});

function SearchRoute() {
  const { q } = Route.useSearch();
  return <SearchPage q={q ?? ''} />;
}
