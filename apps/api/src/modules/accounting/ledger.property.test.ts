import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedCompany, signInSuperuser } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { AppError } from '../../platform/errors';
import { billUsage, chargeBack, voidInvoiceAndEarnings } from './billing-repository';
import { applyCreditNote, createCreditNote } from './credit-notes-repository';
import { addRate } from './currencies-repository';
import { createInvoice, issueInvoice, recordPayment } from './invoices-repository';
import { postEntry, reverseEntry } from './ledger-repository';

/**
 * Random sequences of invoices (usage invoices with a provider's share among them), payments, credit
 * notes, voids, chargebacks, rate changes, manual postings and reversals, through the real posting code
 * on one database: each sequence runs in a transaction rolled back at its end (each command in a
 * savepoint, so a refused command leaves nothing), and after every step the books must tie out.
 * The seed is fixed; a failure prints `seed` and `path`, which replay exactly that sequence.
 */
const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
type Currency = (typeof CURRENCIES)[number];
const DATES = ['2026-03-01', '2026-03-05', '2026-03-10', '2026-03-20', '2026-04-02'] as const;

type Command =
  | { kind: 'invoice'; currency: Currency; lines: { quantity: number; unitPrice: number; tax: number }[]; issue: boolean; date: number }
  | { kind: 'usage'; month: '2026-01' | '2026-02'; currency: Currency; amount: number; share: number }
  | { kind: 'pay'; pick: number; share: number; date: number }
  | { kind: 'credit'; pick: number; share: number; spread: boolean; date: number }
  | { kind: 'void'; pick: number }
  | { kind: 'chargeback'; pick: number }
  | { kind: 'rate'; currency: 'USD' | 'GBP'; date: number; rate: number }
  | { kind: 'manual'; amount: number; currency: Currency }
  | { kind: 'reverse'; pick: number };

const date = fc.nat({ max: DATES.length - 1 });
const share = fc.double({ min: 0.05, max: 1.2, noNaN: true });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('invoice' as const),
      currency: fc.constantFrom(...CURRENCIES),
      lines: fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 50 }), unitPrice: fc.integer({ min: 1, max: 5_000_000 }), tax: fc.constantFrom(0, 500, 1800, 2150) }), { minLength: 1, maxLength: 3 }),
      issue: fc.boolean(),
      date,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('usage' as const), month: fc.constantFrom('2026-01' as const, '2026-02' as const), currency: fc.constantFrom(...CURRENCIES), amount: fc.integer({ min: 1, max: 2_000_000 }), share: fc.integer({ min: 1, max: 10_000 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), share, date }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('credit' as const), pick: fc.nat(), share, spread: fc.boolean(), date }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('chargeback' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('rate' as const), currency: fc.constantFrom('USD' as const, 'GBP' as const), date, rate: fc.integer({ min: 5_000, max: 15_000 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('manual' as const), amount: fc.integer({ min: 1, max: 10_000_000 }), currency: fc.constantFrom(...CURRENCIES) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }), weight: 1 },
);

/** Thrown at the end of a sequence so that its transaction rolls back. */
class RollBack extends Error {}

/** Runs one command in a savepoint; a refusal the books answer with (4xx) is an expected outcome, anything else a bug. */
async function attempt<T>(tx: Tx, work: (sp: Tx) => Promise<T>): Promise<T | undefined> {
  try {
    return await tx.transaction(work);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return undefined;
    throw error;
  }
}

/** The books tie out: every check is one statement whose rows name what is wrong (none when all is well). */
async function problems(tx: Tx): Promise<string[]> {
  const rows = await executeRows<{ problem: string }>(
    tx,
    sql`with posted as (
          select l.currency, a.system_key, l.company_id, l.debit, l.credit from journal_lines l
          join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id where e.status <> 'DRAFT'),
        receivable as (select currency, sum(debit - credit) as amount from posted where system_key = 'receivables' group by currency),
        open as (select currency, sum(total - paid_total - credited_total) as amount from invoices where state = 'ISSUED' group by currency)
        select 'unbalanced ' || currency as problem from posted group by currency having sum(debit - credit) <> 0
        union all
        select 'receivables ' || coalesce(r.currency, o.currency) || ' ' || coalesce(r.amount, 0) || ' <> open ' || coalesce(o.amount, 0)
          from receivable r full join open o on o.currency = r.currency where coalesce(r.amount, 0) <> coalesce(o.amount, 0)
        union all
        select 'pending earnings below zero for ' || company_id from posted where system_key = 'earnings_pending' group by company_id, currency having sum(credit - debit) < 0
        union all
        select 'invoice ' || id || ' settled beyond its total' from invoices where paid_total + credited_total > total or paid_total < 0 or credited_total < 0
        union all
        select 'invoice ' || i.id || ' totals drift from its rows' from invoices i
          where i.paid_total <> coalesce((select sum(amount) from invoice_payments p where p.invoice_id = i.id), 0)
             or i.credited_total <> coalesce((select sum(amount) from credit_note_applications a where a.invoice_id = i.id), 0)
        union all
        select 'gap in ' || s.code from document_series s
          cross join lateral (select count(distinct sequence) as n, coalesce(max(sequence), 0) as top
                              from (select sequence from invoices where series = s.code and sequence is not null
                                    union all select sequence from credit_notes where series = s.code) numbered) k
          where k.n <> s.next_number - 1 or k.top <> s.next_number - 1`,
  );
  return rows.map((row) => row.problem);
}

describe('ledger properties', () => {
  let t: TestApp;
  let consumers: number[];
  let provider: number;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signInSuperuser(t.app);
    userId = admin.userId;
    consumers = [(await approvedCompany(t.app, admin)).companyId, (await approvedCompany(t.app, admin)).companyId];
    provider = (await approvedCompany(t.app, admin)).companyId;
    // Rates that move between the dates the sequences use, so most foreign-currency payments realise an
    // exchange difference; `rate` commands move them further inside a sequence.
    await t.app.platform.db.execute(
      sql`insert into exchange_rates (currency, effective_date, rate) values
            ('USD', '2025-12-01', 0.9137), ('USD', '2026-03-04', 0.9342), ('USD', '2026-03-15', 0.8999),
            ('GBP', '2025-12-01', 1.1702), ('GBP', '2026-03-08', 1.1893), ('GBP', '2026-04-01', 1.1555)`,
    );
  });
  afterAll(() => t.close());

  it('after every step of 1,000 random sequences, each currency balances, its receivables equal its open invoices, numbering has no gap', async () => {
    const db = t.app.platform.db;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        try {
          await db.transaction(async (tx) => {
            const invoiceIds: number[] = [];
            const manualIds: number[] = [];
            const pick = (index: number) => invoiceIds[index % Math.max(1, invoiceIds.length)];
            for (const [step, each] of commands.entries()) {
              const company = consumers[step % consumers.length]!;
              switch (each.kind) {
                case 'invoice': {
                  const id = await attempt(tx, async (sp) => {
                    const created = await createInvoice(sp, { companyId: company, currency: each.currency, issueDate: DATES[each.date]!, dueDate: '2026-05-01', billingEmail: 'ap@example.com', lines: each.lines.map((line) => ({ description: 'Line', quantity: line.quantity, unitPrice: line.unitPrice, taxRateBasisPoints: line.tax })) }, userId);
                    if (each.issue) await issueInvoice(sp, created, userId);
                    return created;
                  });
                  if (id !== undefined) invoiceIds.push(id);
                  break;
                }
                case 'usage': {
                  const ids = await attempt(tx, (sp) =>
                    billUsage(sp, each.month, { companyId: company, billingEmail: 'ap@example.com', lines: [{ description: 'Deliveries', quantity: 1, unitPrice: each.amount, currency: each.currency, taxRateBasisPoints: 1800, provider: { companyId: provider, shareBasisPoints: each.share } }] }),
                  );
                  invoiceIds.push(...(ids ?? []));
                  break;
                }
                case 'pay': {
                  const id = pick(each.pick);
                  if (id === undefined) break;
                  const [row] = await executeRows<{ open: string }>(tx, sql`select (total - paid_total - credited_total)::text as open from invoices where id = ${id}`);
                  const amount = Math.max(1, Math.floor(Number(row?.open ?? 1) * each.share));
                  await attempt(tx, (sp) => recordPayment(sp, id, { amount, paidOn: DATES[each.date]!, method: 'BANK_TRANSFER' }, userId));
                  break;
                }
                case 'credit': {
                  const id = pick(each.pick);
                  if (id === undefined) break;
                  const [row] = await executeRows<{ total: string; open: string }>(tx, sql`select total::text as total, (total - paid_total - credited_total)::text as open from invoices where id = ${id}`);
                  const amount = Math.max(1, Math.floor(Number(row?.total ?? 1) * each.share * 0.5));
                  await attempt(tx, async (sp) => {
                    const note = await createCreditNote(sp, { invoiceId: id, amount, reason: 'Property test', issueDate: DATES[each.date]! }, userId);
                    const applications = each.spread && invoiceIds.length > 1 ? [{ invoiceId: id, amount: Math.ceil(amount / 2) }, { invoiceId: invoiceIds[0]!, amount: Math.floor(amount / 2) || 1 }] : [{ invoiceId: id, amount: Math.min(amount, Number(row?.open ?? amount)) || 1 }];
                    await applyCreditNote(sp, note, { applications }, userId, '2026-04-02');
                  });
                  break;
                }
                case 'void': {
                  const id = pick(each.pick);
                  if (id !== undefined) await attempt(tx, (sp) => voidInvoiceAndEarnings(sp, id, userId, '2026-04-02'));
                  break;
                }
                case 'chargeback': {
                  const id = pick(each.pick);
                  if (id !== undefined) await attempt(tx, (sp) => chargeBack(sp, id, 'Disputed', userId, '2026-04-02'));
                  break;
                }
                case 'rate':
                  await attempt(tx, (sp) => addRate(sp, { currency: each.currency, effectiveDate: DATES[each.date]!, rate: (each.rate / 10_000).toFixed(4) }));
                  break;
                case 'manual': {
                  const id = await attempt(tx, (sp) =>
                    postEntry(sp, { type: 'MANUAL', entryDate: '2026-03-15', description: 'Property', userId, lines: [{ account: 'expenses', debit: each.amount, currency: each.currency }, { account: 'cash', credit: each.amount, currency: each.currency }] }),
                  );
                  if (id !== undefined) manualIds.push(id);
                  break;
                }
                case 'reverse': {
                  const id = manualIds[each.pick % Math.max(1, manualIds.length)];
                  if (id !== undefined) await attempt(tx, (sp) => reverseEntry(sp, id, 'Property reversal', userId, '2026-03-20'));
                  break;
                }
              }
              expect(await problems(tx), `after step ${step + 1} (${each.kind})`).toEqual([]);
            }
            throw new RollBack();
          });
        } catch (error) {
          if (!(error instanceof RollBack)) throw error;
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 1_000), seed: 20_261_127 },
    );
  }, 1_200_000);
});
