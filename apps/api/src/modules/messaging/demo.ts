import { userIdsByEmail } from '../auth/index';
import type { DemoSeeder } from '../../platform/demo-seeder';
import * as repo from './repository';

/** Conversations and a group chat among connected demo accounts. */
const directThreads: { between: [string, string]; lines: [0 | 1, string][]; unreadForSecond?: boolean }[] = [
  {
    between: ['sofia.martinez@paytable.io', 'liam.oconnor@paytable.io'],
    lines: [
      [0, 'Hi Liam, we are adding three new slot studios to Aurora next quarter. Is Northlight open to a direct integration?'],
      [1, 'Absolutely. Our RGS supports seamless wallet; I can share the API documentation today.'],
      [0, 'Great, please send it over. Malta and Ontario are our priority markets.'],
      [1, 'Both are certified. Sending the docs and the certificates this afternoon.'],
    ],
  },
  {
    between: ['sofia.martinez@paytable.io', 'demo@paytable.io'],
    lines: [
      [0, 'Welcome to Paytable, Dana! Let me know if you want an intro to our payments team.'],
      [1, 'Thanks Sofia, that would be very helpful.'],
      [0, 'I will set up a call with Priya from SwiftPay next week.'],
    ],
    unreadForSecond: true,
  },
];

export const messagingDemoSeeder: DemoSeeder = {
  name: 'messaging',
  async seed(tx) {
    const ids = await userIdsByEmail(tx, [
      'sofia.martinez@paytable.io',
      'liam.oconnor@paytable.io',
      'priya.shah@paytable.io',
      'demo@paytable.io',
    ]);
    const id = (email: string) => ids.get(email);

    for (const thread of directThreads) {
      const people = thread.between.map(id);
      const [first, second] = people;
      if (first === undefined || second === undefined) continue;
      if (await repo.conversationExists(tx, first, second)) continue;
      for (const [speaker, text] of thread.lines) {
        const [from, to] = speaker === 0 ? [first, second] : [second, first];
        await repo.seedDirectMessage(tx, from, to, text);
      }
      if (!thread.unreadForSecond) {
        await repo.markConversationRead(tx, first, second, new Date());
        await repo.markConversationRead(tx, second, first, new Date());
      }
    }

    const [sofia, liam, priya, demo] = ['sofia.martinez@paytable.io', 'liam.oconnor@paytable.io', 'priya.shah@paytable.io', 'demo@paytable.io'].map(id);
    if (sofia === undefined || liam === undefined || priya === undefined || demo === undefined) return;
    const group = await repo.insertGroup(tx, {
      name: 'Aurora × Northlight launch',
      description: 'Coordinating the Northlight Studios catalogue launch on Aurora Casino.',
      createdById: sofia,
    });
    await repo.insertMembers(tx, group.id, [
      { userId: sofia, role: 'owner' },
      { userId: priya, role: 'admin' },
      { userId: liam, role: 'member' },
      { userId: demo, role: 'member' },
    ]);
    const lines: [number, string][] = [
      [sofia, 'Kick-off: the first 12 Northlight titles go live on Aurora on the 1st.'],
      [liam, 'Builds are ready on our staging RGS. Certificates for MT and ON attached to the integration.'],
      [priya, 'SwiftPay payouts are enabled for the launch promotion.'],
    ];
    for (const [sender, text] of lines) await repo.insertGroupMessage(tx, group.id, sender, text);
  },
};
