import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadsSearchSchema, partyLoadsSearchSchema, toLoadsQuery, toPartyLoadsQuery } from './search-params';

describe('/Loads URL filters (spec 2 §2.1)', () => {
  it('reads every filter name of the spec into the GetLoads query', () => {
    const search = v.parse(loadsSearchSchema, {
      modeIds: [1, 2],
      statusIds: 6,
      shipperIds: '3,4',
      truckerIds: ['5'],
      equipmentIds: [7],
      StartDate: '2025-01-01',
      EndDate: '2025-01-31',
      isQuickPay: true,
      isBillPaid: 'false',
      isDls: true,
      search: ' HB-1 ',
    });
    expect(toLoadsQuery(search)).toEqual({
      pageNumber: 1,
      pageSize: 10,
      search: 'HB-1',
      sortField: 'Created',
      sortOrder: 'desc',
      modeIds: [1, 2],
      statusIds: [6],
      shipperIds: [3, 4],
      truckerIds: [5],
      equipmentIds: [7],
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      isQuickPay: true,
      isBillPaid: false,
      isDls: true,
    });
  });

  it('drops what it cannot read: dates outside 1900–2100, bad ids, unknown page sizes and sort fields', () => {
    const search = v.parse(loadsSearchSchema, {
      StartDate: '1899-12-31',
      EndDate: 'soon',
      statusIds: 'x',
      pageSize: 50,
      sortField: 'Nope',
      isDls: 'maybe',
    });
    const query = toLoadsQuery(search);
    expect(query).toMatchObject({
      startDate: undefined,
      endDate: undefined,
      statusIds: undefined,
      pageSize: 10,
      sortField: 'Created',
      isDls: undefined,
    });
  });

  it('sorts the party list by Id descending by default and names the party for BackOffice', () => {
    const search = v.parse(partyLoadsSearchSchema, {});
    expect(toPartyLoadsQuery(search, 'trucker', 12)).toMatchObject({
      party: 'trucker',
      partyId: 12,
      sortField: 'Id',
      sortOrder: 'desc',
      pageSize: 10,
    });
    expect(toPartyLoadsQuery(v.parse(partyLoadsSearchSchema, { sortField: 'DlsId' }))).toMatchObject({ party: undefined, sortField: 'Id' });
  });
});
