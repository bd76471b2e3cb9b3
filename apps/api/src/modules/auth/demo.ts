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

export const authDemoSeeder: DemoSeeder = {
  name: 'auth',
  async seed(tx) {
    for (const account of demoAccounts) {
      if (await findUserByEmail(tx, account.email)) continue;
      await createAccount(tx, { ...account, emailVerified: true }, await hashPassword(account.password));
    }
  },
};
