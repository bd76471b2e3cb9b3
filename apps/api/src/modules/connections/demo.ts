import type { DemoSeeder } from '../../platform/demo-seeder';
import { insertDemoCompanyConnection } from './company-repository';
import { userIdsByEmail } from '../auth/index';
import { insertDemoConnection } from './repository';

/** Who knows whom among the demo accounts (README lists them). */
export const demoNetwork = {
  connected: [
    ['sofia.martinez@paytable.io', 'liam.oconnor@paytable.io'],
    ['sofia.martinez@paytable.io', 'priya.shah@paytable.io'],
    ['demo@paytable.io', 'sofia.martinez@paytable.io'],
    ['demo@paytable.io', 'liam.oconnor@paytable.io'],
    ['admin@paytable.io', 'demo@paytable.io'],
  ],
  pending: [
    ['priya.shah@paytable.io', 'demo@paytable.io'],
    ['liam.oconnor@paytable.io', 'priya.shah@paytable.io'],
  ],
} as const;

export const connectionsDemoSeeder: DemoSeeder = {
  name: 'connections',
  async seed(tx) {
    const emails = [...new Set([...demoNetwork.connected, ...demoNetwork.pending].flat())];
    const ids = await userIdsByEmail(tx, emails);
    const day = 24 * 60 * 60 * 1000;
    const pairs = [
      ...demoNetwork.connected.map((pair) => ({ pair, status: 'connected' as const })),
      ...demoNetwork.pending.map((pair) => ({ pair, status: 'pending' as const })),
    ];
    for (const [index, { pair, status }] of pairs.entries()) {
      const [from, to] = [ids.get(pair[0]), ids.get(pair[1])];
      if (from === undefined || to === undefined) continue;
      await insertDemoConnection(tx, from, to, status, new Date(Date.now() - (pairs.length - index) * day));
    }
    // Companies come from the companies seeder, which runs first.
    await insertDemoCompanyConnection(tx, 'Aurora Casino Group', 'Northlight Studios', 'connected');
    await insertDemoCompanyConnection(tx, 'SwiftPay Gateway', 'Aurora Casino Group', 'pending');
  },
};
