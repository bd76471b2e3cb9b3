import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appMeta } from '../../db/schema/index';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { authDemoSeeder } from '../auth/index';
import { companiesDemoSeeder } from '../companies/index';
import { connectionsDemoSeeder } from '../connections/index';
import { gamesDemoSeeder } from '../games/index';
import { jobsDemoSeeder } from '../jobs/index';
import { pressDemoSeeder } from '../press/index';
import { integrationsDemoSeeder } from '../integrations/index';
import { eventsDemoSeeder } from '../events/index';
import { accountingDemoSeeder } from '../accounting/index';
import { marketplaceDemoSeeder } from '../marketplace/index';
import { messagingDemoSeeder } from '../messaging/index';
import { notificationsDemoSeeder } from '../notifications/index';
import { profilesDemoSeeder } from '../profiles/index';
import { supportDemoSeeder } from '../support/index';
import { feedbackDemoSeeder } from '../feedback/index';
import { adminDemoSeeder } from '../admin/index';
import { contentDemoSeeder } from '../content/index';
import { searchDemoSeeder } from '../search/index';


const MARKER = 'demo_data_seeded_at';

/** Modules append their seeders here (in dependency order) as they land. */
export const demoSeeders: DemoSeeder[] = [authDemoSeeder, companiesDemoSeeder, gamesDemoSeeder, marketplaceDemoSeeder, profilesDemoSeeder, connectionsDemoSeeder, messagingDemoSeeder, jobsDemoSeeder, pressDemoSeeder, supportDemoSeeder, feedbackDemoSeeder, integrationsDemoSeeder, eventsDemoSeeder, accountingDemoSeeder, notificationsDemoSeeder, adminDemoSeeder, contentDemoSeeder, searchDemoSeeder];

/**
 * Seeds demo data the first time the server starts on an empty database. Idempotent: a marker row in
 * app_meta, written in the same transaction, records that it ran.
 */
export async function seedDemoDataOnce(app: FastifyInstance, seeders: DemoSeeder[] = demoSeeders): Promise<boolean> {
  const { db } = app.platform;
  const seeded = await db.transaction(async (tx) => {
    const existing = await tx.select().from(appMeta).where(eq(appMeta.key, MARKER)).for('update');
    if (existing.length > 0) return false;
    for (const seeder of seeders) {
      await seeder.seed(tx, app.platform);
    }
    await tx.insert(appMeta).values({ key: MARKER, value: new Date().toISOString() }).onConflictDoNothing();
    return true;
  });
  if (seeded) app.log.info({ seeders: seeders.map((seeder) => seeder.name) }, 'demo data seeded');
  return seeded;
}
