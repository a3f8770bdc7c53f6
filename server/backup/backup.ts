import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { openDatabase, pgliteDirOf, pgliteMissing } from '../db/database';
import { backupSocketPath, socketAnswers } from '../ops/backup-socket';
import { storageFromConfig } from '../services/file-storage';
import { type BackupSettings, FORMAT, FORMAT_VERSION, type Manifest, command } from './archive';

export type BackupResult = Manifest & { file: string; bytes: number; online: boolean; ms: number };

/** The running server's copy of its PGlite database, through its backup socket (server/ops/backup-socket.ts). */
function copyFromServer(socketPath: string, target: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ socketPath, path: '/pglite', method: 'GET' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`the running server could not copy its database (${res.statusCode})`));
      }
      pipeline(res, createWriteStream(target)).then(resolvePromise, reject);
    });
    req.once('error', reject);
    req.end();
  });
}

/** PGlite with no server running: this process opens the data directory itself. */
async function copyDirectly(settings: BackupSettings, target: string): Promise<void> {
  const database = openDatabase({ dataDir: settings.dataDir });
  try {
    const tarball = await database.dump!();
    await pipeline(Readable.fromWeb(tarball.stream() as NodeReadableStream), createWriteStream(target));
  } finally {
    await database.close();
  }
}

/**
 * Writes a backup of the configured database, files and e-mail files to `file` while the server may run. The
 * database is copied first, then the files: files are content-addressed and written before the rows that name them,
 * so every file the copied database names is there. Writes after the copy began may be missing (README).
 */
export async function backup(settings: BackupSettings, file: string): Promise<BackupResult> {
  const started = performance.now();
  const created = new Date().toISOString();
  const out = resolve(file);
  const staging = await mkdtemp(join(dirname(out), `.${basename(out)}.`));
  try {
    let online = false;
    let database: Manifest['database'];
    if (settings.databaseUrl) {
      database = 'postgres';
      // One snapshot of the whole database, taken while other sessions go on writing.
      await command('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${join(staging, 'postgres.dump')}`,
        `--dbname=${settings.databaseUrl}`,
      ]);
    } else {
      database = 'pglite';
      if (pgliteMissing(settings.dataDir)) throw new Error(`no database in ${pgliteDirOf(settings.dataDir)}: check DATA_DIR`);
      const socket = backupSocketPath(settings.dataDir);
      online = await socketAnswers(socket);
      await (online ? copyFromServer(socket, join(staging, 'pglite.tar')) : copyDirectly(settings, join(staging, 'pglite.tar')));
    }

    // The bucket's objects are fetched into the staging folder; the local disk's are read by tar where they are.
    const files = new Set<string>();
    const store = storageFromConfig(settings);
    if (store.kind === 's3') {
      for await (const sha256 of store.list()) {
        const object = await store.get(sha256);
        if (!object) continue;
        await mkdir(join(staging, 'files', sha256.slice(0, 2)), { recursive: true });
        await pipeline(
          Readable.fromWeb(object.body as NodeReadableStream),
          createWriteStream(join(staging, 'files', sha256.slice(0, 2), sha256)),
        );
        files.add(sha256);
      }
    }
    for await (const sha256 of storageFromConfig({ dataDir: settings.dataDir }).list()) files.add(sha256);

    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, created, database, files: files.size };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const fromDataDir = ['files', 'mail', 'jwt-secret'].filter((name) => existsSync(join(settings.dataDir, name)));
    const partial = `${out}.partial`;
    // tar exits 1 when a file changed while read (an e-mail file being written): the copy is still usable.
    await command(
      'tar',
      [
        '-czf',
        partial,
        '--exclude=files/incoming',
        '--exclude=*.tmp',
        '--ignore-failed-read',
        '-C',
        staging,
        '.',
        ...(fromDataDir.length ? ['-C', settings.dataDir, ...fromDataDir] : []),
      ],
      [0, 1],
    );
    await rename(partial, out);
    const { size } = await stat(out);
    return { ...manifest, file: out, bytes: size, online, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
