import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free loopback port that keeps every accepted message; it can refuse the first N. */
export type TestSmtp = { url: string; received: string[]; refuseNext: (count: number) => void; close: () => Promise<void> };

export async function startSmtp(): Promise<TestSmtp> {
  const received: string[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => (refusals = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a received message: quoted-printable soft breaks and escapes undone. */
export function decodedBody(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();
