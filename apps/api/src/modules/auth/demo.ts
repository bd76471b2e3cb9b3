import { Role } from '@paytable/contracts';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { hashPassword } from './passwords';
import { findUserByEmail } from './repository';
import { createAccount, type NewAccount } from './service';

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
      await createAccount(tx, { ...account, emailVerified: true }, await hashPassword(account.password), joined);
    }
  },
};
