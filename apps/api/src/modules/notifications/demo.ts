import type { DemoSeeder } from '../../platform/demo-seeder';
import { findUserIdByEmail } from '../auth/index';
import { insertDemoNotification } from './repository';

const minute = 60 * 1000;

/** A bell with something in it for the demo accounts (README lists them): some unread, some read. */
export const notificationsDemoSeeder: DemoSeeder = {
  name: 'notifications',
  async seed(tx) {
    const demo = await findUserIdByEmail(tx, 'demo@paytable.io');
    const sofia = await findUserIdByEmail(tx, 'sofia.martinez@paytable.io');
    const priya = await findUserIdByEmail(tx, 'priya.shah@paytable.io');
    const now = Date.now();
    const notices = [
      demo && priya && { userId: demo, type: 'connection_request', title: 'Priya Shah wants to connect', message: 'Priya Shah sent you a connection request. Accept it from your network page.', entityType: 'connection_request', entityId: null, createdAt: new Date(now - 25 * minute), readAt: null },
      demo && sofia && { userId: demo, type: 'message_unread', title: 'Sofia Martinez sent you a message', message: 'Are you going to ICE London this year? Let’s meet at our stand.', entityType: 'conversation', entityId: sofia, createdAt: new Date(now - 90 * minute), readAt: null },
      demo && { userId: demo, type: 'system_announcement', title: 'Welcome to Paytable', message: 'Set up your notification preferences to choose what reaches you by e-mail and push.', entityType: 'settings', entityId: null, createdAt: new Date(now - 2 * 24 * 60 * minute), readAt: new Date(now - 2 * 24 * 60 * minute + 5 * minute) },
      demo && sofia && { userId: demo, type: 'connection_accepted', title: 'Sofia Martinez accepted your connection request', message: 'You and Sofia Martinez are now connected.', entityType: 'user', entityId: sofia, createdAt: new Date(now - 3 * 24 * 60 * minute), readAt: new Date(now - 3 * 24 * 60 * minute + 30 * minute) },
      sofia && { userId: sofia, type: 'system_announcement', title: 'Welcome to Paytable', message: 'Set up your notification preferences to choose what reaches you by e-mail and push.', entityType: 'settings', entityId: null, createdAt: new Date(now - 2 * 24 * 60 * minute), readAt: null },
    ];
    for (const notice of notices) if (notice) await insertDemoNotification(tx, notice);
  },
};
