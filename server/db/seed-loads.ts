import type { Faker } from '@faker-js/faker';
import type { Db } from './database';

export type LoadSeedOptions = { now: Date; count?: number };

/** Seeds loads for the demo accounts and generated partners (issue 4 fills this in). */
export async function seedLoads(_db: Db, _faker: Faker, _options: LoadSeedOptions): Promise<{ loads: number }> {
  return { loads: 0 };
}
