/** `npm start`: build the web app if needed, then start the server (it migrates, and seeds an empty database). */
import { buildIfStale } from './build-if-stale';

buildIfStale();
await import('../server/index.ts');
