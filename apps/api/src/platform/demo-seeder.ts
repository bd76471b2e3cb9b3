import type { Tx } from '../db/client';
import type { Platform } from './platform';

/**
 * A module's contribution to the demo data; runs inside the one seeding transaction. The type lives in
 * platform/ so that a module's demo.ts and the demo-data module (which lists every seeder) both depend
 * on it without depending on each other.
 */
export type DemoSeeder = { name: string; seed: (tx: Tx, platform: Platform) => Promise<void> };
