import { Trans } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { IconBuildingWarehouse, IconTruck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { resolveTab, storeTab } from './active-tab';
import { rememberListSearch } from './list-memory';
import {
  LIST_DEFAULTS,
  SORT_FIELDS,
  TABS,
  tabKind,
  type PartnersSearch,
  type PartnersSearchInput,
  type PartnersTab,
} from './search-params';
import { ShippersList } from './shippers-list';
import { TruckersList } from './truckers-list';

/**
 * /backoffice, Truckers / Shippers Management (spec 1 §2.5). The tab, filters, sort and paging live in the URL;
 * the active tab is also remembered under admin-active-tab. Every change but paging returns to page 1.
 */
export function PartnersPage({ search }: { search: PartnersSearch }) {
  const navigate = useNavigate();
  const tab = resolveTab(search.tab);

  useEffect(() => {
    storeTab(tab);
    rememberListSearch({ ...search, tab });
  }, [tab, search]);

  function handleSearchChange(patch: Partial<PartnersSearchInput>, options: { keepPage?: boolean } = {}) {
    void navigate({
      to: '/backoffice',
      search: (previous) => ({ ...previous, tab, ...patch, ...(options.keepPage ? {} : { page: LIST_DEFAULTS.page }) }),
    });
  }

  function handleTabChange(value: string | null) {
    const next = TABS.find((candidate) => candidate === value);
    if (!next || next === tab) return;
    storeTab(next);
    // a sort column the other list does not have goes back to the default sort
    const sortKnown = SORT_FIELDS[tabKind(next)].includes(search.sortField);
    handleSearchChange({ tab: next, ...(sortKnown ? {} : { sortField: LIST_DEFAULTS.sortField, sortOrder: LIST_DEFAULTS.sortOrder }) });
  }

  return (
    <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value={'truckers' satisfies PartnersTab} leftSection={<IconTruck size={16} aria-hidden />}>
          <Trans>Truckers</Trans>
        </Tabs.Tab>
        <Tabs.Tab value={'shippers' satisfies PartnersTab} leftSection={<IconBuildingWarehouse size={16} aria-hidden />}>
          <Trans>Shippers</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="truckers">
        <TruckersList search={search} onSearchChange={handleSearchChange} />
      </Tabs.Panel>
      <Tabs.Panel value="shippers">
        <ShippersList search={search} onSearchChange={handleSearchChange} />
      </Tabs.Panel>
    </Tabs>
  );
}
