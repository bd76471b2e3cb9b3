import type { Tx } from '../../db/client';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { findUserIdByEmail } from '../auth/index';
import { defaultDocumentation } from './defaults';
import * as repo from './repository';

/**
 * Demo: the security page has a short history, so the admin documentation screen shows versions, their
 * authors and a restore on a fresh start. The other pages keep the built-in text (no version yet).
 */
export const contentDemoSeeder: DemoSeeder = {
  name: 'content',
  async seed(tx: Tx) {
    if (await repo.latestVersion(tx, 'security')) return;
    const adminId = await findUserIdByEmail(tx, 'admin@paytable.io');
    if (adminId === undefined) return;
    const page = defaultDocumentation.security;
    const first = new Date(Date.now() - 14 * 24 * 60 * 60 * 1000);
    const second = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await repo.insertVersion(tx, { slug: 'security', version: 1, title: page.title, summary: page.summary, markdown: page.markdown, authorId: adminId, authorName: 'Alex Morgan', createdAt: first });
    await repo.insertVersion(tx, {
      slug: 'security',
      version: 2,
      title: page.title,
      summary: page.summary,
      markdown: `${page.markdown}\n\n## Reporting a vulnerability\n\nWrite to [security@paytable.io](mailto:security@paytable.io) with the steps to reproduce it. We answer within two working days and credit reporters who wish it.`,
      authorId: adminId,
      authorName: 'Alex Morgan',
      createdAt: second,
    });
  },
};
