import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { isEmpty, openDatabase } from '../db/database';
import { resetDatabase, seedDatabase } from './seed';

/**
 * `npm run seed [-- --reset] [--seed N] [--truckers N] [--shippers N] [--loads N]`
 * Migrates, then fills an empty database (DATABASE_URL or DATA_DIR/pglite). `--reset` empties it first;
 * `--if-empty` (used by the server's first start) quietly does nothing when there is data already.
 */
const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'if-empty': { type: 'boolean', default: false },
    seed: { type: 'string' },
    truckers: { type: 'string' },
    shippers: { type: 'string' },
    loads: { type: 'string' },
  },
});

const count = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got ${value}`);
  return n;
};

const config = loadConfig();
const database = openDatabase(config);
const started = performance.now();
try {
  await database.migrate();
  await database.exclusive(async () => {
    if (values.reset) await resetDatabase(database.db);
    else if (!(await isEmpty(database.db))) {
      if (values['if-empty']) return;
      console.error('The database already has data. Run `npm run seed -- --reset` to empty it and seed again.');
      process.exitCode = 1;
      return;
    }
    const summary = await seedDatabase(database.db, {
      seed: count(values.seed, 'seed'),
      truckers: count(values.truckers, 'truckers'),
      shippers: count(values.shippers, 'shippers'),
      loads: count(values.loads, 'loads'),
      dataDir: config.dataDir,
    });
    console.info(
      `[seed] ${summary.countries} countries, ${summary.users} users (${summary.truckers} truckers, ${summary.shippers} shippers), ` +
        `${summary.loads} loads ` +
        `in ${summary.ms} ms (${Math.round(performance.now() - started)} ms with database start and migrations).`,
    );
  });
} finally {
  await database.close();
}
