import { chmodSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Logger } from './logger';

/**
 * PGlite's online backup (decision 156): the database lives inside the server process, so only that process can copy
 * it consistently. While it serves, it answers `GET /pglite` on a Unix socket in DATA_DIR (mode 600: whoever may
 * read DATA_DIR may copy the database, nobody else, and nothing of it is on the HTTP port) with a tarball of the
 * data directory taken between two statements after a checkpoint. `npm run backup` asks here first.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** True when a server answers on the socket (a socket file left by a killed server refuses). */
export const socketAnswers = (path: string) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startBackupSocket(dataDir: string, dump: () => Promise<Blob>, logger: Logger): Promise<Server | null> {
  const path = backupSocketPath(dataDir);
  if (await socketAnswers(path)) {
    logger.warn(`another server answers on ${path}: online backups go to it`);
    return null;
  }
  rmSync(path, { force: true });
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/pglite') return void response.writeHead(404).end();
    dump().then(
      (tarball) => {
        response.writeHead(200, { 'Content-Type': 'application/x-tar', 'Content-Length': tarball.size });
        Readable.fromWeb(tarball.stream() as NodeReadableStream).pipe(response);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'backup: copying the database failed');
        response.writeHead(500).end(String(error));
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, resolve);
    });
  } catch (error) {
    // A DATA_DIR path longer than a socket path may be (~107 bytes) is the likely cause.
    logger.warn({ err: error }, `no online backup socket at ${path}: npm run backup needs the server stopped`);
    return null;
  }
  chmodSync(path, 0o600);
  return server;
}

export const closeBackupSocket = (server: Server | null) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
