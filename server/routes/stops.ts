import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** Decision 047. */
export const stopRoutes = new Hono<AppEnv>();
