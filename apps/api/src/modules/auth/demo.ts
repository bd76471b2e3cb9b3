import { Role } from '@paytable/contracts';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { hashPassword } from './passwords';
import { findUserByEmail } from './repository';
import { recordSecurityEvent } from './security-log';
import { createAccount, type NewAccount } from './service';
import * as sessionRepo from './session-repository';
import { hashToken, newOpaqueToken, newSessionId } from './tokens';

const DEMO_PASSWORD = 'Paytable-demo-2024';

/** Verified demo accounts, documented in README/docs: sign in with these on a fresh embedded database. */
export const demoAccounts: NewAccount[] = [
  {
    email: 'admin@paytable.io',
    username: 'admin',
    password: 'Paytable-admin-2024',
    firstName: 'Alex',
    lastName: 'Morgan',
    userType: 'admin',
    roles: [Role.ADMIN, Role.SUPERUSER],
    phoneNumber: '+356 2133 0000',
  },
  {
    email: 'demo@paytable.io',
    username: 'demo',
    password: DEMO_PASSWORD,
    firstName: 'Dana',
    lastName: 'Reyes',
    userType: 'user',
  },
  {
    email: 'sofia.martinez@paytable.io',
    username: 'sofia.martinez',
    password: DEMO_PASSWORD,
    firstName: 'Sofia',
    lastName: 'Martinez',
    userType: 'operator',
    associationType: 'COMPANY',
    companyName: 'Aurora Casino Group',
    companyWebsite: 'https://aurora-casino.example',
    phoneNumber: '+356 2122 4400',
  },
  {
    email: 'liam.oconnor@paytable.io',
    username: 'liam.oconnor',
    password: DEMO_PASSWORD,
    firstName: 'Liam',
    lastName: "O'Connor",
    userType: 'game_supplier',
    associationType: 'COMPANY',
    companyName: 'Northlight Studios',
    companyWebsite: 'https://northlight-studios.example',
  },
  {
    email: 'priya.shah@paytable.io',
    username: 'priya.shah',
    password: DEMO_PASSWORD,
    firstName: 'Priya',
    lastName: 'Shah',
    userType: 'provider',
    associationType: 'COMPANY',
    companyName: 'SwiftPay Gateway',
    companyWebsite: 'https://swiftpay.example',
  },
  {
    email: 'noah.fischer@paytable.io',
    username: 'noah.fischer',
    password: DEMO_PASSWORD,
    firstName: 'Noah',
    lastName: 'Fischer',
    userType: 'support_admin',
    roles: [Role.SUPPORT_ADMIN],
  },
];

/** How many days before the first start each demo account joined (in the order of demoAccounts). */
const JOINED_DAYS_AGO = [60, 45, 31, 24, 12, 5];

export const authDemoSeeder: DemoSeeder = {
  name: 'auth',
  async seed(tx) {
    for (const [index, account] of demoAccounts.entries()) {
      if (await findUserByEmail(tx, account.email)) continue;
      // Joined on different days of the last two months, so the sign-ups of admin analytics have a history.
      const joined = new Date(Date.now() - (JOINED_DAYS_AGO[index] ?? 0) * 86_400_000);
      const created = await createAccount(tx, { ...account, emailVerified: true }, await hashPassword(account.password), joined);
      await seedSessionsAndEvents(tx, created.id, index);
    }
  },
};

const HOUR_MS = 3_600_000;
/** Devices the demo people signed in from: settings lists them as their other sessions. */
const DEMO_DEVICES = [
  { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', ipAddress: '185.94.12.40' },
  { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', ipAddress: '81.16.4.212' },
];

/**
 * Two earlier sessions per demo person (a laptop a few hours ago, a phone yesterday) and their security
 * trail: the sign-ins, and for some a failed attempt, so Settings and the admin Security Log show data.
 */
async function seedSessionsAndEvents(tx: Parameters<DemoSeeder['seed']>[0], userId: number, index: number): Promise<void> {
  const now = Date.now();
  for (const [offset, device] of DEMO_DEVICES.entries()) {
    const signedInAt = new Date(now - (offset === 0 ? 3 : 26) * HOUR_MS - index * 600_000);
    const familyId = newSessionId();
    await sessionRepo.insertRefreshToken(tx, {
      userId,
      familyId,
      tokenHash: hashToken(newOpaqueToken()),
      rememberMe: true,
      expiresAt: new Date(now + 29 * 24 * HOUR_MS),
      userAgent: device.userAgent,
      ipAddress: device.ipAddress,
      signedInAt,
      lastUsedAt: new Date(signedInAt.getTime() + HOUR_MS),
    });
    const origin = { ipAddress: device.ipAddress, userAgent: device.userAgent };
    if (offset === 1 && index % 2 === 0) {
      await recordSecurityEvent(tx, { type: 'SIGN_IN_FAILED', userId, details: { reason: 'wrong_password', failures: 1 }, origin, at: new Date(signedInAt.getTime() - 60_000) });
    }
    await recordSecurityEvent(tx, { type: 'SIGN_IN', userId, details: { session: familyId, rememberMe: true }, origin, at: signedInAt });
  }
}
