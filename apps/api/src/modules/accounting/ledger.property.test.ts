import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedCompany, signInSuperuser } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { AppError } from '../../platform/errors';
import { applyCreditNote, createCreditNote } from './credit-notes-repository';
import { createInvoice, issueInvoice, recordPayment } from './invoices-repository';
import { postEntry, reverseEntry } from './ledger-repository';

type Command =
  | { kind: 'invoice'; currency: 'EUR' | 'USD'; lines: { quantity: number; unitPrice: number; tax: number }[]; issue: boolean }
  | { kind: 'pay'; pick: number; share: number }
  | { kind: 'credit'; pick: number; share: number; spread: boolean }
  | { kind: 'manual'; amount: number; currency: 'EUR' | 'USD' | 'GBP' }
  | { kind: 'reverse'; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('invoice' as const),
    currency: fc.constantFrom('EUR' as const, 'USD' as const),
    lines: fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 50 }), unitPrice: fc.integer({ min: 1, max: 5_000_000 }), tax: fc.constantFrom(0, 500, 1800, 2000, 2150) }), { minLength: 1, maxLength: 4 }),
    issue: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), share: fc.double({ min: 0.05, max: 1.2, noNaN: true }) }),
  fc.record({ kind: fc.constant('credit' as const), pick: fc.nat(), share: fc.double({ min: 0.05, max: 1.2, noNaN: true }), spread: fc.boolean() }),
  fc.record({ kind: fc.constant('manual' as const), amount: fc.integer({ min: 1, max: 10_000_000 }), currency: fc.constantFrom('EUR' as const, 'USD' as const, 'GBP' as const) }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
);

/** A refusal the books answer with (409/400) is an expected outcome of a random command; anything else is a bug. */
async function refusedOrDone(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  }
}

async function invariants(db: Db) {
  const unbalanced = await executeRows<{ currency: string; diff: string }>(
    db,
    sql`select l.currency, sum(l.debit - l.credit)::text as diff from journal_lines l join journal_entries e on e.id = l.entry_id
        where e.status <> 'DRAFT' group by l.currency having sum(l.debit - l.credit) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const negative = await executeRows<{ id: number }>(db, sql`select id from invoices where paid_total + credited_total > total or paid_total < 0 or credited_total < 0`);
  expect(negative).toEqual([]);
  for (const table of ['invoices', 'credit_notes'] as const) {
    const [gaps] = await executeRows<{ n: number; max: number | null }>(db, sql`select count(sequence)::int as n, max(sequence) as max from ${sql.raw(table)}`);
    expect(gaps!.max ?? 0).toBe(gaps!.n);
  }
  // Stored totals equal their rows: payments and applications.
  const drift = await executeRows<{ id: number }>(
    db,
    sql`select i.id from invoices i where i.paid_total <> coalesce((select sum(amount) from invoice_payments p where p.invoice_id = i.id), 0)
          or i.credited_total <> coalesce((select sum(amount) from credit_note_applications a where a.invoice_id = i.id), 0)`,
  );
  expect(drift).toEqual([]);
}

describe('ledger properties', () => {
  let t: TestApp;
  let companies: number[];
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signInSuperuser(t.app);
    userId = admin.userId;
    companies = [(await approvedCompany(t.app, admin)).companyId, (await approvedCompany(t.app, admin)).companyId];
    // USD moves between the issue date (2 Mar) and the payment date (10 Mar): USD payments post realised exchange differences.
    await t.app.platform.db.execute(sql`insert into exchange_rates (currency, effective_date, rate) values ('USD', '2026-03-01', 0.9137), ('USD', '2026-03-08', 0.9342)`);
  });
  afterAll(() => t.close());

  it('any sequence of postings, reversals, invoices, payments and credit applications keeps every currency balanced, no invoice below zero, numbers without gaps', async () => {
    const db = t.app.platform.db;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), fc.nat(), async (commands, seed) => {
        const invoiceIds: number[] = [];
        const manualIds: number[] = [];
        let n = seed;
        for (const each of commands) {
          n += 1;
          const company = companies[n % companies.length]!;
          switch (each.kind) {
            case 'invoice':
              await refusedOrDone(() =>
                db.transaction(async (tx) => {
                  const id = await createInvoice(tx, { companyId: company, currency: each.currency, issueDate: '2026-03-02', dueDate: '2026-04-01', billingEmail: 'ap@example.com', lines: each.lines.map((line) => ({ description: 'Line', quantity: line.quantity, unitPrice: line.unitPrice, taxRateBasisPoints: line.tax })) }, userId);
                  if (each.issue) await issueInvoice(tx, id, userId);
                  invoiceIds.push(id);
                }),
              );
              break;
            case 'pay': {
              const id = invoiceIds[each.pick % Math.max(1, invoiceIds.length)];
              if (id === undefined) break;
              const [row] = await executeRows<{ open: string }>(db, sql`select (total - paid_total - credited_total)::text as open from invoices where id = ${id}`);
              const amount = Math.max(1, Math.floor(Number(row?.open ?? 1) * each.share));
              await refusedOrDone(() => db.transaction((tx) => recordPayment(tx, id, { amount, paidOn: '2026-03-10', method: 'BANK_TRANSFER' }, userId)));
              break;
            }
            case 'credit': {
              const id = invoiceIds[each.pick % Math.max(1, invoiceIds.length)];
              if (id === undefined) break;
              const [row] = await executeRows<{ total: string; open: string }>(db, sql`select total::text as total, (total - paid_total - credited_total)::text as open from invoices where id = ${id}`);
              const amount = Math.max(1, Math.floor(Number(row?.total ?? 1) * each.share * 0.5));
              await refusedOrDone(() =>
                db.transaction(async (tx) => {
                  const note = await createCreditNote(tx, { invoiceId: id, amount, reason: 'Property test', issueDate: '2026-03-12' }, userId);
                  const applications = each.spread && invoiceIds.length > 1 ? [{ invoiceId: id, amount: Math.ceil(amount / 2) }, { invoiceId: invoiceIds[0]!, amount: Math.floor(amount / 2) || 1 }] : [{ invoiceId: id, amount: Math.min(amount, Number(row?.open ?? amount)) || 1 }];
                  await applyCreditNote(tx, note, { applications }, userId, '2026-03-12');
                }),
              );
              break;
            }
            case 'manual':
              manualIds.push(
                await db.transaction((tx) =>
                  postEntry(tx, { type: 'MANUAL', entryDate: '2026-03-15', description: 'Property', userId, lines: [{ account: 'expenses', debit: each.amount, currency: each.currency }, { account: 'cash', credit: each.amount, currency: each.currency }] }),
                ),
              );
              break;
            case 'reverse': {
              const id = manualIds[each.pick % Math.max(1, manualIds.length)];
              if (id !== undefined) await refusedOrDone(() => db.transaction((tx) => reverseEntry(tx, id, 'Property reversal', userId, '2026-03-20')));
              break;
            }
          }
        }
        await invariants(db);
      }),
      { numRuns: 12, seed: 20_261_125 },
    );
  }, 240_000);
});
