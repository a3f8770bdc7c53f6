import { backup } from './backup';
import { restore } from './restore';
import { settingsFromEnv, withoutPassword } from './archive';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (decision 156). They read DATA_DIR, DATABASE_URL and
 * STORAGE_URL (with the S3 settings) as the server does. A failure prints one sentence and exits 1.
 */
const [action, file] = process.argv.slice(2);
const settings = settingsFromEnv();
const database = settings.databaseUrl ? withoutPassword(settings.databaseUrl) : `PGlite in ${settings.dataDir}`;
const files = settings.storageUrl ?? `${settings.dataDir}/files`;

try {
  if (!file || (action !== 'backup' && action !== 'restore')) throw new Error(`usage: npm run ${action ?? 'backup'} -- FILE`);
  if (action === 'backup') {
    const done = await backup(settings, file);
    const how = done.database === 'pglite' ? (done.online ? ' (copied by the running server)' : ' (no server running)') : '';
    console.info(
      `backup written to ${done.file}: ${(done.bytes / 1e6).toFixed(1)} MB, database ${database}${how}, ${done.files} files from ${files}, in ${(done.ms / 1000).toFixed(1)} s`,
    );
  } else {
    const done = await restore(settings, file);
    console.info(
      `restored ${file} (taken ${done.created}) into ${database}, ${done.files} files into ${files}, in ${(done.ms / 1000).toFixed(1)} s`,
    );
  }
} catch (error) {
  console.error(`${action ?? 'backup'} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
