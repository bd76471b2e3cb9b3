import type { InvoiceInput } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { DemoSeeder } from '../../platform/demo-seeder';
import type { Platform } from '../../platform/platform';
import { findUserIdByEmail } from '../auth/index';
import { companyIdByName } from '../companies/index';
import { billUsage } from './billing-repository';
import { createAccount } from './chart-repository';
import { applyCreditNote, createCreditNote } from './credit-notes-repository';
import { addRate } from './currencies-repository';
import { actOnDueInvoices } from './credit-control-effects';
import { createRule } from './credit-control-repository';
import { seedDemoBillingProfiles } from './demo-billing-profiles';
import { closePeriod } from './entries-repository';
import { createInvoice, issueInvoice, markSent, recordPayment } from './invoices-repository';
import { createManualDraft, postEntry, todayIso } from './ledger-repository';
import { recordPayout } from './payouts-repository';

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => todayIso(new Date(Date.now() + days * DAY_MS));
const monthsAgo = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 7);
};

interface DemoInvoice {
  company: string;
  email: string;
  issuedDaysAgo: number;
  termDays: number;
  currency: string;
  lines: InvoiceInput['lines'];
  issue: boolean;
  sent?: boolean;
  payments?: { amount: number; daysAgo: number; reference: string }[];
}

const demoInvoices: DemoInvoice[] = [
  {
    company: 'Aurora Casino Group',
    email: 'billing@aurora-casino.example',
    issuedDaysAgo: 75,
    termDays: 30,
    currency: 'EUR',
    lines: [{ description: 'Marketplace premium listing (quarter)', quantity: 1, unitPrice: 240_000, taxRateBasisPoints: 0 }],
    issue: true,
    sent: true,
    payments: [{ amount: 240_000, daysAgo: 50, reference: 'SEPA 88120' }],
  },
  {
    company: 'Aurora Casino Group',
    email: 'billing@aurora-casino.example',
    issuedDaysAgo: 50,
    termDays: 30,
    currency: 'EUR',
    lines: [
      { description: 'Platform subscription — Business plan', quantity: 1, unitPrice: 120_000, taxRateBasisPoints: 1800 },
      { description: 'Featured job postings', quantity: 3, unitPrice: 10_000, taxRateBasisPoints: 1800 },
    ],
    issue: true,
    sent: true,
    payments: [{ amount: 50_000, daysAgo: 15, reference: 'SEPA 90314' }],
  },
  {
    company: 'Aurora Casino Group',
    email: 'billing@aurora-casino.example',
    issuedDaysAgo: 8,
    termDays: 30,
    currency: 'EUR',
    lines: [{ description: 'Event sponsorship — iGaming Malta Summit', quantity: 1, unitPrice: 350_000, taxRateBasisPoints: 1800 }],
    issue: true,
    sent: true,
  },
  {
    company: 'Aurora Casino Group',
    email: 'billing@aurora-casino.example',
    issuedDaysAgo: 0,
    termDays: 30,
    currency: 'EUR',
    lines: [{ description: 'Press release distribution (5 releases)', quantity: 5, unitPrice: 9_000, taxRateBasisPoints: 1800 }],
    issue: false,
  },
  {
    company: 'Meridian Sportsbook',
    email: 'accounts@meridian-bet.example',
    issuedDaysAgo: 100,
    termDays: 30,
    currency: 'USD',
    lines: [{ description: 'Marketplace premium listing (quarter)', quantity: 1, unitPrice: 260_000, taxRateBasisPoints: 0 }],
    issue: true,
    sent: true,
  },
  {
    company: 'Lotto Nova',
    email: 'finance@lottonova.example',
    issuedDaysAgo: 130,
    termDays: 14,
    currency: 'GBP',
    lines: [{ description: 'Platform subscription — Starter plan', quantity: 1, unitPrice: 45_000, taxRateBasisPoints: 2000 }],
    issue: true,
    sent: true,
  },
  {
    // Issued at 0.92 EUR per USD, paid after the rate moved to 0.935: the payment posts a realised exchange gain of €27.00.
    company: 'Meridian Sportsbook',
    email: 'accounts@meridian-bet.example',
    issuedDaysAgo: 45,
    termDays: 30,
    currency: 'USD',
    lines: [{ description: 'Odds feed integration — setup', quantity: 1, unitPrice: 180_000, taxRateBasisPoints: 0 }],
    issue: true,
    sent: true,
    payments: [{ amount: 180_000, daysAgo: 12, reference: 'SWIFT 55102' }],
  },
];

/**
 * Books a demo company can look at: exchange rates, invoices in every state (paid, partly paid and
 * overdue, sent, draft) and in three currencies, a credit note applied, two months of metered usage with
 * SwiftPay's earnings (the older month paid and paid out, the last one partly paid), an expense and a
 * draft entry, and credit control rules.
 */
export const accountingDemoSeeder: DemoSeeder = {
  name: 'accounting',
  async seed(tx: Tx, platform: Platform) {
    const adminId = (await findUserIdByEmail(tx, 'admin@paytable.io')) ?? null;
    await seedDemoBillingProfiles(tx, adminId);
    await addRate(tx, { currency: 'USD', effectiveDate: daysFromNow(-400), rate: '0.9200000000' });
    await addRate(tx, { currency: 'GBP', effectiveDate: daysFromNow(-400), rate: '1.1700000000' });
    await addRate(tx, { currency: 'USD', effectiveDate: daysFromNow(-30), rate: '0.9350000000' });

    const ids: number[] = [];
    for (const demo of demoInvoices) {
      const companyId = await companyIdByName(tx, demo.company);
      if (companyId === undefined) continue;
      const issueDate = daysFromNow(-demo.issuedDaysAgo);
      const id = await createInvoice(tx, { companyId, currency: demo.currency, issueDate, dueDate: daysFromNow(demo.termDays - demo.issuedDaysAgo), billingEmail: demo.email, lines: demo.lines }, adminId);
      ids.push(id);
      if (!demo.issue) continue;
      await issueInvoice(tx, id, adminId);
      if (demo.sent) await markSent(tx, id);
      for (const payment of demo.payments ?? []) await recordPayment(tx, id, { amount: payment.amount, paidOn: daysFromNow(-payment.daysAgo), method: 'BANK_TRANSFER', reference: payment.reference }, adminId);
    }
    const partlyPaid = ids[1];
    if (partlyPaid !== undefined) {
      const note = await createCreditNote(tx, { invoiceId: partlyPaid, amount: 11_800, reason: 'One featured job posting was not published', issueDate: daysFromNow(-10) }, adminId);
      await applyCreditNote(tx, note, { applications: [{ invoiceId: partlyPaid, amount: 11_800 }] }, adminId, daysFromNow(-10));
    }

    const aurora = await companyIdByName(tx, 'Aurora Casino Group');
    const swiftpay = await companyIdByName(tx, 'SwiftPay Gateway');
    if (aurora !== undefined && swiftpay !== undefined) {
      // What the billing job makes of metered payments.gateway traffic: Aurora's charges for what it sent to
      // and received from SwiftPay, the partnership's provider, all of them SwiftPay's pending earnings.
      const usageMonths = [
        [monthsAgo(2), { sent: 1_650, sentCharge: 29_100, received: 5_200 }],
        [monthsAgo(1), { sent: 1_820, sentCharge: 31_940, received: 5_760 }],
      ] as const;
      const toSwiftPay = { companyId: swiftpay, shareBasisPoints: 10_000 };
      const usageInvoices: number[] = [];
      for (const [month, traffic] of usageMonths) {
        const billed = await billUsage(tx, month, {
          companyId: aurora,
          billingEmail: 'billing@aurora-casino.example',
          lines: [
            { description: `payments.gateway: sent to SwiftPay Gateway (${traffic.sent} deliveries)`, quantity: 1, unitPrice: traffic.sentCharge, currency: 'EUR', provider: toSwiftPay },
            { description: `payments.gateway: received from SwiftPay Gateway (${traffic.received} deliveries)`, quantity: 1, unitPrice: traffic.received, currency: 'EUR', provider: toSwiftPay },
          ],
        });
        usageInvoices.push(...billed);
      }
      // Earnings follow cash. Aurora paid the older month (€343.00) on the 20th of last month: SwiftPay's
      // share of it became available, and the platform paid it out on the 25th. Of the last month's €377.00
      // Aurora has paid €200.00 today: that much is available, €177.00 waits for the rest.
      const [olderUsage, lastUsage] = usageInvoices;
      if (olderUsage !== undefined && lastUsage !== undefined) {
        await recordPayment(tx, olderUsage, { amount: 34_300, paidOn: `${monthsAgo(1)}-20`, method: 'BANK_TRANSFER', reference: 'SEPA 91877' }, adminId);
        await recordPayment(tx, lastUsage, { amount: 20_000, paidOn: todayIso(), method: 'BANK_TRANSFER', reference: 'SEPA 93050' }, adminId);
        await recordPayout(tx, { companyId: swiftpay, amount: 34_300, currency: 'EUR', paidOn: `${monthsAgo(1)}-25`, reference: 'SEPA payout 40112' }, adminId);
      }
    }

    await postEntry(tx, {
      type: 'MANUAL',
      entryDate: daysFromNow(-20),
      description: 'Cloud hosting — monthly invoice',
      userId: adminId,
      lines: [
        { account: 'expenses', debit: 86_400, currency: 'EUR' },
        { account: 'cash', credit: 86_400, currency: 'EUR' },
      ],
    });
    const expenses = await tx.query.ledgerAccounts.findFirst({ where: (account, { eq }) => eq(account.systemKey, 'expenses') });
    const cash = await tx.query.ledgerAccounts.findFirst({ where: (account, { eq }) => eq(account.systemKey, 'cash') });
    if (expenses && cash) {
      await createManualDraft(
        tx,
        {
          entryDate: daysFromNow(-1),
          description: 'Conference travel — to be checked',
          lines: [
            { accountId: expenses.id, debit: 42_050, credit: 0, currency: 'EUR' },
            { accountId: cash.id, debit: 0, credit: 42_050, currency: 'EUR' },
          ],
        },
        adminId,
      );
    }

    // Accounts of the finance team's own, beside the system ones: one in use, one retired.
    await createAccount(tx, { code: '6100', name: 'Marketing and events', type: 'EXPENSE', isActive: true });
    await createAccount(tx, { code: '6900', name: 'Legacy software licences', type: 'EXPENSE', isActive: false });

    await createRule(tx, { name: 'Friendly reminder', daysOverdue: 7, action: 'REMINDER', isActive: true });
    await createRule(tx, { name: 'Account manager alert', daysOverdue: 30, action: 'NOTIFICATION', isActive: true });
    await createRule(tx, { name: 'Suspend partnerships', daysOverdue: 90, action: 'SUSPEND_PARTNERSHIPS', isActive: false });
    // Today's credit control run, so the invoices page shows what it did (its reminders are not mailed from demo data).
    await actOnDueInvoices({ platform, tx, changes: () => undefined, now: new Date() });

    // The month before last is closed: nothing more posts into it.
    await closePeriod(tx, monthsAgo(2), adminId);
  },
};
