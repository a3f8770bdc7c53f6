import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The real server (server/index.ts) in a child process, as `npm run serve` starts it. */
export type ChildServer = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Starts the server with `env` and waits for its listening line (PORT=0: the port is read from that line). `entry`:
 * the TypeScript sources through tsx by default, or `['scripts/start.mjs']` for the bundle `npm start` runs.
 */
export function startChildServer(env: Record<string, string>, entry = ['--import', 'tsx', 'server/index.ts']): Promise<ChildServer> {
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = /listening on (http:\/\/[^\s]+)/.exec(text);
      if (!match) return;
      child.stdout!.off('data', onData);
      resolve({ child, url: match[1], output: () => text, exited });
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${text}`)));
  });
}

/** Runs the server until it exits (for start-up failures): its exit code and everything it printed. */
export async function runChildServer(
  env: Record<string, string>,
  wrap?: (command: string[]) => string[],
): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, '--import', 'tsx', 'server/index.ts'];
  const [file, ...args] = wrap ? wrap(command) : command;
  const child = spawn(file, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { code, output };
}
