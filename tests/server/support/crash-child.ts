import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The crash tests' child server (support/crash-server.ts): started, killed with SIGKILL, started again on the same data. */
const CHILD = fileURLToPath(new URL('./crash-server.ts', import.meta.url));

export type CrashServer = { child: ChildProcess; base: string; token: string; loadId: number };

export function startCrashServer(env: Record<string, string>): Promise<CrashServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /READY (\{.*\})/.exec(out);
      if (line) {
        const ready = JSON.parse(line[1]) as { port: number; token: string; loadId: number };
        resolve({ child, base: `http://127.0.0.1:${ready.port}`, token: ready.token, loadId: ready.loadId });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code, signal) =>
      reject(new Error(`child server exited (${code ?? signal}) before it was ready: ${err.slice(-2000)}`)),
    );
  });
}

export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
