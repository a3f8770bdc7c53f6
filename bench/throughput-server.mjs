/**
 * The real server as `npm start` runs it (scripts/start.mjs, plain node on the bundled server) plus, in the same
 * process, a trivial Hono route on PEER_PORT: the throughput bench divides each figure by the peer's, so a busy
 * machine and a slow request path can be told apart (issue 19).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const peer = new Hono().get('/', (c) => c.text('ok'));
serve({ fetch: peer.fetch, port: Number(process.env.PEER_PORT), hostname: '127.0.0.1' });
await import('../scripts/start.mjs');
