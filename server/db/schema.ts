/**
 * The one source of tables, for drizzle-kit and the services. Each area keeps its tables in its own file; none of
 * them imports this barrel, so the files form no import cycle.
 */
export * from './schema-accounts';
export * from './schema-loads';
export * from './schema-billing';
export * from './schema-shipment';
export * from './schema-market';
export * from './schema-pay';
export * from './schema-alerts';
export * from './schema-paperwork';
export * from './schema-share';
