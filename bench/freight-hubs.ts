/** Ten US freight hubs (latitude, longitude): where the benches' loads leave from and searches look around. */
export const FREIGHT_HUBS = [
  [32.7767, -96.797],
  [41.8781, -87.6298],
  [33.749, -84.388],
  [34.0522, -118.2437],
  [39.7392, -104.9903],
  [29.7604, -95.3698],
  [40.7128, -74.006],
  [47.6062, -122.3321],
  [35.1495, -90.049],
  [39.0997, -94.5786],
] as const;

/** The day `offset` days from now, YYYY-MM-DD (UTC). */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
