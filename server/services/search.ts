import { SEARCH_DEFAULT_LIMIT } from '../../src/contract/search-query';
import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind, SearchResult } from '../../src/contract/loads';
import type { Db } from '../db/database';
import type { UserParties } from './loads-party';

/**
 * Global search (decision 042): loads by code or DLS number, truckers by name, e-mail, MC or DOT number, shippers
 * by name or e-mail; ranked by trigram word similarity (pg_trgm, GIN indexes on the search_text columns).
 * BackOffice sees everything; a shipper only its own loads, a trucker only the loads assigned to it.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Ranked = SearchResult & { score: number };
type Row = Record<string, string | number | null>;

/** The rows of a search query (each with its `id` and `score`) as results of one kind, shown as `describe` says. */
async function ranked(db: Db, Kind: SearchKind, query: SQL, describe: (row: Row) => Pick<SearchResult, 'Title' | 'Subtitle' | 'Href'>) {
  const rows = rowsOf<Row>(await db.execute(query));
  return rows.map((row): Ranked => ({ Kind, Id: Number(row.id), ...describe(row), score: Number(row.score) }));
}

async function searchLoads(db: Db, term: string, like: string, scope: SQL | undefined, limit: number): Promise<Ranked[]> {
  return ranked(
    db,
    'load',
    sql`
    select s.id, s.code, s.dls_id, s.status_code, st.name as status, s.shipping_city, s.shipping_state, s.receiving_city, s.receiving_state,
      case when lower(s.code) = ${term} or lower(s.dls_id) = ${term} then 2 else word_similarity(${term}, s.search_text) end as score
    from shipments s join load_statuses st on st.code = s.status_code
    where s.search_text like ${like}${scope ? sql` and ${scope}` : sql``}
    order by score desc, s.id desc
    limit ${limit}`,
    (r) => ({
      Title: String(r.code),
      Subtitle: `${r.shipping_city}, ${r.shipping_state} → ${r.receiving_city}, ${r.receiving_state} · ${r.status}${r.dls_id ? ` · ${r.dls_id}` : ''}`,
      Href: r.status_code === 'DF' ? `/shipper/Loads/${r.id}/detail` : `/trackload/${r.id}/details`,
    }),
  );
}

async function searchTruckers(db: Db, term: string, like: string, limit: number): Promise<Ranked[]> {
  return ranked(
    db,
    'trucker',
    sql`
    select t.id, t.name, t.mc_number, t.dot_number, u.email,
      case when t.mc_number = ${term} or t.dot_number = ${term} then 2 else word_similarity(${term}, t.search_text) end as score
    from truckers t join users u on u.id = t.user_id
    where t.search_text like ${like} or ${term} <% t.search_text or t.mc_number = ${term} or t.dot_number = ${term}
    order by score desc, t.id desc
    limit ${limit}`,
    (r) => ({
      Title: String(r.name),
      Subtitle: [r.email, r.mc_number ? `MC ${r.mc_number}` : null, r.dot_number ? `DOT ${r.dot_number}` : null]
        .filter(Boolean)
        .join(' · '),
      Href: `/truckers/${r.id}/details`,
    }),
  );
}

async function searchShippers(db: Db, term: string, like: string, limit: number): Promise<Ranked[]> {
  return ranked(
    db,
    'shipper',
    sql`
    select p.id, p.company_name, u.email, word_similarity(${term}, p.search_text) as score
    from shippers p join users u on u.id = p.user_id
    where p.search_text like ${like} or ${term} <% p.search_text
    order by score desc, p.id desc
    limit ${limit}`,
    (r) => ({ Title: String(r.company_name), Subtitle: r.email ? String(r.email) : null, Href: `/Shippers/${r.id}/details` }),
  );
}

export async function globalSearch(db: Db, parties: UserParties, q: string, limit = SEARCH_DEFAULT_LIMIT): Promise<SearchResult[]> {
  const term = q.trim().toLowerCase();
  const like = `%${escapeLike(term)}%`;
  let found: Ranked[];
  if (parties.admin) {
    found = [
      ...(await searchLoads(db, term, like, undefined, limit)),
      ...(await searchTruckers(db, term, like, limit)),
      ...(await searchShippers(db, term, like, limit)),
    ];
  } else {
    const scopes = [
      parties.shipperId !== null ? sql`s.shipper_id = ${parties.shipperId}` : undefined,
      parties.truckerId !== null ? sql`s.trucker_id = ${parties.truckerId}` : undefined,
    ].filter((x): x is SQL => x !== undefined);
    found = scopes.length ? await searchLoads(db, term, like, sql`(${sql.join(scopes, sql` or `)})`, limit) : [];
  }
  return found
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ score: _score, ...result }) => result);
}
