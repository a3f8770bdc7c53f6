/** Where the end-to-end server listens and keeps its data (a fresh directory each run). */
export const e2ePort = Number(process.env.E2E_PORT ?? 8099);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${e2ePort}`;
