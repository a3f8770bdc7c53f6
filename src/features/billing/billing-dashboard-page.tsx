import { Grid, Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { toUsersQuery, usersFilterQueryOptions } from './api';
import { FilterPanel } from './filter-panel';
import { rememberDashboardSearch } from './list-memory';
import { BILLING_DEFAULTS, resetSearch, toggleSingleType, type BillingSearch, type BillingSearchInput } from './search-params';
import { SubscriptionsTable } from './subscriptions-table';

// nivo is large: it loads with this screen's charts, never with the entry chunk or the sign-in page
const BillingCharts = lazy(() => import('./billing-charts'));

/**
 * /billing/dashboard, the Subscriptions list (spec 3 §2): filters, sort and paging live in the URL; every change
 * but paging returns to page 1.
 */
export function BillingDashboardPage({ search }: { search: BillingSearch }) {
  const navigate = useNavigate();
  const query = toUsersQuery(search);
  const filters = useQuery(usersFilterQueryOptions(query));
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  useEffect(() => rememberDashboardSearch(searchStr), [searchStr]);

  function handleSearchChange(patch: Partial<BillingSearchInput>, options: { keepPage?: boolean } = {}) {
    void navigate({
      to: '/billing/dashboard',
      search: (previous) => ({ ...previous, ...patch, ...(options.keepPage ? {} : { page: BILLING_DEFAULTS.page }) }),
    });
  }

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <FilterPanel
          search={search}
          filters={filters.data}
          onChange={(patch) => handleSearchChange(patch)}
          onReset={() => void navigate({ to: '/billing/dashboard', search: resetSearch() })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          <Suspense fallback={<ChartsSkeleton />}>
            <BillingCharts
              types={filters.data?.Types}
              selectedTypes={search.types}
              onTypeClick={(type) => handleSearchChange({ types: toggleSingleType(search.types, type) })}
            />
          </Suspense>
          <SubscriptionsTable query={query} onSearchChange={handleSearchChange} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function ChartsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Skeleton h={280} radius="md" />
      <Skeleton h={280} radius="md" />
    </SimpleGrid>
  );
}
