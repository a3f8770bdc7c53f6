/**
 * Start-up failures as one sentence that names the setting to fix (issue 14 item 9, decision 096). Each phase of the
 * start knows which setting its errors are about; an error that is not recognised keeps its own message.
 */
export type StartupPhase = 'data-dir' | 'database' | 'storage' | 'listen';

export type StartupContext = { dataDir: string; databaseUrl?: string; storageUrl?: string; port?: number; host?: string };

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);
const NOT_A_DIRECTORY = new Set(['ENOTDIR', 'EEXIST', 'EISDIR']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

/** The error's code, looking inside AggregateError (Node's happy-eyeballs connect) and `cause`. */
export function codeOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; errors?: unknown[]; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  if (typeof e.code === 'string') return e.code;
  for (const inner of [...(e.errors ?? []), e.cause]) {
    const code = codeOf(inner);
    if (code) return code;
  }
  return undefined;
}

/** A connection string without its password: postgres://user@host:5432/db. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(not a valid URL)';
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function dataDirSentence(code: string | undefined, dataDir: string): string | null {
  if (code && DISK_FULL.has(code))
    return `The disk holding DATA_DIR (${dataDir}) is full: free some space there, or set DATA_DIR to a directory on a disk with room.`;
  if (code && NOT_WRITABLE.has(code))
    return `DATA_DIR (${dataDir}) is not writable: set DATA_DIR to a directory this server can write to, or make it writable.`;
  if (code && NOT_A_DIRECTORY.has(code))
    return `DATA_DIR (${dataDir}) is not a directory: set DATA_DIR to a directory this server can write to.`;
  return null;
}

function databaseSentence(error: unknown, code: string | undefined, url: string): string {
  const where = `DATABASE_URL (${safeUrl(url)})`;
  if (code && UNREACHABLE.has(code)) return `${where} does not answer (${code}): check DATABASE_URL, or start PostgreSQL there.`;
  if (code === '28P01' || code === '28000') return `${where} refused the user name or password: fix the credentials in DATABASE_URL.`;
  if (code === '3D000') return `${where} names a database that does not exist: create it, or fix the database name in DATABASE_URL.`;
  if (/timeout/i.test(messageOf(error))) return `${where} does not answer (timeout): check DATABASE_URL, or start PostgreSQL there.`;
  return `${where} could not be used: ${messageOf(error)} (check DATABASE_URL).`;
}

export function describeStartupFailure(error: unknown, phase: StartupPhase, context: StartupContext): string {
  const code = codeOf(error);
  switch (phase) {
    case 'data-dir':
      return dataDirSentence(code, context.dataDir) ?? messageOf(error);
    case 'database':
      if (context.databaseUrl) return databaseSentence(error, code, context.databaseUrl);
      return (
        dataDirSentence(code, context.dataDir) ??
        `The embedded database in DATA_DIR (${context.dataDir}/pglite) could not be opened: ${messageOf(error)} (check that DATA_DIR has free space and is writable, or set DATABASE_URL).`
      );
    case 'storage':
      return `STORAGE_URL (${context.storageUrl ?? ''}) could not be used: ${messageOf(error)} (check STORAGE_URL, S3_ENDPOINT and the AWS_* credentials).`;
    case 'listen':
      if (code === 'EADDRINUSE')
        return `PORT ${context.port} on HOST ${context.host} is already in use: set PORT to a free port, or stop the other server.`;
      if (code === 'EACCES') return `PORT ${context.port} needs privileges this process does not have: set PORT to 1024 or above.`;
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `HOST ${context.host} is not an address of this machine: fix HOST.`;
      return `The server could not listen on HOST ${context.host}, PORT ${context.port}: ${messageOf(error)}.`;
  }
}

/** Thrown by a start-up phase with the sentence already made (the seeding child reports through its exit). */
export class StartupFailure extends Error {}
