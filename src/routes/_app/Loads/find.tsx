import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { DateRangeFilter } from '@/features/loads/filters';
import { BoardPage } from '@/features/market/board-page';
import { BOARD_DEFAULTS, boardSearchSchema, lastSearch } from '@/features/market/board-search';
import { requireCarrierOrBackOffice } from '@/features/market/route-guards';
import { PointsMap } from '@/features/tracking/map/points-map';

/** The load board (issue 16, decision 080); a bare /loads/find opens the last search. */
export const Route = createFileRoute('/_app/Loads/find')({
  validateSearch: boardSearchSchema,
  search: { middlewares: [stripSearchParams(BOARD_DEFAULTS)] },
  beforeLoad: ({ search, location }) => {
    requireCarrierOrBackOffice();
    const bare = location.searchStr === '' || location.searchStr === '?';
    const last = bare ? lastSearch() : null;
    const defaults: Record<string, unknown> = BOARD_DEFAULTS;
    const differs = last && Object.entries(last).some(([key, value]) => value !== undefined && value !== defaults[key]);
    if (last && differs && bare) throw redirect({ to: '/Loads/find', search: last, replace: true });
    void search;
  },
  staticData: { title: msg`Find loads` },
  component: FindLoadsRoute,
});

function FindLoadsRoute() {
  return <BoardPage search={Route.useSearch()} DateRangeFilter={DateRangeFilter} PointsMap={PointsMap} />;
}
