import type { Tx } from '../../db/client';
import { platformSettingChanges, platformSettings, prospects } from '../../db/schema/index';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { findUserIdByEmail } from '../auth/index';

const DAY_MS = 86_400_000;

/**
 * Demo back office: a handful of prospects in every status (one owned by the support admin) and a
 * settings history (registration stays open; a banner was shown for a past maintenance and switched off).
 */
export const adminDemoSeeder: DemoSeeder = {
  name: 'admin',
  async seed(tx: Tx) {
    const admin = await findUserIdByEmail(tx, 'admin@paytable.io');
    const support = await findUserIdByEmail(tx, 'noah.fischer@paytable.io');
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY_MS);
    const inDays = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
    await tx.insert(prospects).values([
      { companyName: 'Nordlys Payments', website: 'https://nordlys-payments.example', contactName: 'Ingrid Solberg', contactEmail: 'ingrid@nordlys-payments.example', status: 'NEW', ownerUserId: admin ?? null, nextStep: 'Find the head of partnerships', nextStepDate: inDays(3), createdByUserId: admin ?? null, createdAt: ago(2), updatedAt: ago(2) },
      { companyName: 'Coral Reef Studios', website: 'https://coralreef.example', contactName: 'Marco Bellini', contactEmail: 'marco@coralreef.example', status: 'CONTACTED', ownerUserId: support ?? null, notes: 'Slot studio, 40 titles, certified in Malta and Ontario.', nextStep: 'Follow up after ICE', nextStepDate: inDays(7), invitedAt: ago(5), inviteCount: 1, createdByUserId: admin ?? null, createdAt: ago(9), updatedAt: ago(5) },
      { companyName: 'Baltic KYC', website: 'https://baltic-kyc.example', contactName: 'Egle Kazlauskaite', contactEmail: 'egle@baltic-kyc.example', status: 'INTERESTED', ownerUserId: admin ?? null, notes: 'Wants a demo of the marketplace listing and certification badges.', nextStep: 'Demo call', nextStepDate: inDays(1), invitedAt: ago(12), inviteCount: 2, createdByUserId: admin ?? null, createdAt: ago(20), updatedAt: ago(3) },
      { companyName: 'Harbour Bank Gaming Desk', contactName: 'Tom Whitfield', contactEmail: 'tom.whitfield@harbourbank.example', status: 'LOST', ownerUserId: support ?? null, notes: 'Not onboarding gambling merchants this year.', createdByUserId: admin ?? null, createdAt: ago(40), updatedAt: ago(30) },
    ]);
    if (admin === undefined) return;
    const history = [
      { setting: 'maintenanceBannerText', oldValue: '', newValue: 'Scheduled maintenance on Sunday 02:00–03:00 UTC: messaging may be slow.', days: 14 },
      { setting: 'maintenanceBannerEnabled', oldValue: false, newValue: true, days: 14 },
      { setting: 'maintenanceBannerEnabled', oldValue: true, newValue: false, days: 13 },
    ];
    for (const change of history) {
      await tx.insert(platformSettingChanges).values({ setting: change.setting, oldValue: change.oldValue, newValue: change.newValue, actorUserId: admin, changedAt: ago(change.days) });
    }
    await tx.insert(platformSettings).values([
      { key: 'maintenanceBannerText', value: history[0]?.newValue ?? '', updatedAt: ago(14), updatedByUserId: admin },
      { key: 'maintenanceBannerEnabled', value: false, updatedAt: ago(13), updatedByUserId: admin },
    ]);
  },
};
