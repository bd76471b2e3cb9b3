import type { InvoiceInput } from '@paytable/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, staffMember, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { executeRows } from '../../db/raw-rows';
import { recordPayment } from './invoices-repository';
import { todayIso } from './ledger-repository';

const V1 = '/api/v1/accounting';
const DAY = 86_400_000;
const day = (offset: number) => todayIso(new Date(Date.now() + offset * DAY));
type Company = Actor & { companyId: number };

describe('accounting', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let customer: Company;
  let rival: Company;
  let mailer: ReturnType<typeof memoryMailer>;
  const accounts = new Map<string, number>();

  const invoiceInput = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
    companyId: customer.companyId,
    currency: 'EUR',
    issueDate: day(-40),
    dueDate: day(-10),
    billingEmail: 'billing@customer.example',
    lines: [
      { description: 'Platform subscription', quantity: 1, unitPrice: 100_000, taxRateBasisPoints: 2000 },
      { description: 'Featured listing', quantity: 2, unitPrice: 25_000, taxRateBasisPoints: 0 },
    ],
    ...overrides,
  });

  async function issuedInvoice(overrides: Partial<InvoiceInput> = {}) {
    const created = await http.post(`${V1}/invoices`, admin.token, invoiceInput(overrides));
    expect(created.statusCode, created.body).toBe(201);
    const issued = await http.post(`${V1}/invoices/${created.json().data.id}/issue`, admin.token);
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json().data as { id: number; number: string; total: number; balance: number; status: string };
  }

  async function trialBalanceTotals(): Promise<Record<string, number>> {
    const res = await http.post(`${V1}/reports`, admin.token, { type: 'TRIAL_BALANCE', endDate: day(365) });
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries((res.json().data.sections as { currency: string; totals: { balance: number } }[]).map((section) => [section.currency, section.totals.balance]));
  }

  beforeAll(async () => {
    mailer = memoryMailer();
    t = await createTestApp({}, { mailer });
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    customer = await approvedCompany(t.app, admin);
    rival = await approvedCompany(t.app, admin);
    await grantCompanyPrivilege(t.app, admin, customer, 'company_reporting');
    await grantCompanyPrivilege(t.app, admin, rival, 'company_reporting');
    const chart = await http.get(`${V1}/chart-of-accounts`, admin.token);
    for (const account of chart.json().data as { id: number; systemKey: string | null }[]) if (account.systemKey) accounts.set(account.systemKey, account.id);
  });
  afterAll(() => t.close());

  describe('the ledger', () => {
    it('seeds a chart of accounts of every type', async () => {
      const res = await http.get(`${V1}/chart-of-accounts?isActive=true`, admin.token);
      const types = new Set((res.json().data as { type: string }[]).map((account) => account.type));
      expect([...types].sort()).toEqual(['ASSET', 'EQUITY', 'EXPENSE', 'INCOME', 'LIABILITY']);
    });

    it('drafts, posts and reverses an entry; a posted entry never changes', async () => {
      const input = {
        entryDate: day(0),
        description: 'Office rent',
        lines: [
          { accountId: accounts.get('expenses'), debit: 150_000, currency: 'EUR' },
          { accountId: accounts.get('cash'), credit: 150_000, currency: 'EUR' },
        ],
      };
      const draft = await http.post(`${V1}/journal-entries`, admin.token, input);
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json().data.id as number;
      expect(draft.json().data.status).toBe('DRAFT');
      const posted = await http.post(`${V1}/journal-entries/${id}/post`, admin.token);
      expect(posted.json().data).toMatchObject({ status: 'POSTED', amount: 150_000, currency: 'EUR' });
      expect((await http.put(`${V1}/journal-entries/${id}`, admin.token, input)).statusCode).toBe(409);
      expect((await http.delete(`${V1}/entries/${id}`, admin.token)).statusCode).toBe(409);
      const reversed = await http.post(`${V1}/journal-entries/${id}/reverse`, admin.token, { reason: 'Booked twice' });
      expect(reversed.statusCode, reversed.body).toBe(200);
      expect(reversed.json().data).toMatchObject({ type: 'REVERSAL', status: 'POSTED', reversesEntryId: id, reversalReason: 'Booked twice' });
      expect((await http.get(`${V1}/entries/${id}`, admin.token)).json().data.status).toBe('REVERSED');
      expect((await http.post(`${V1}/journal-entries/${id}/reverse`, admin.token, { reason: 'Again' })).statusCode).toBe(409);
    });

    it('refuses to post an unbalanced draft with the message', async () => {
      const draft = await http.post(`${V1}/journal-entries`, admin.token, {
        entryDate: day(0),
        description: 'Unbalanced',
        lines: [
          { accountId: accounts.get('expenses'), debit: 100, currency: 'EUR' },
          { accountId: accounts.get('cash'), credit: 99, currency: 'EUR' },
        ],
      });
      const res = await http.post(`${V1}/journal-entries/${draft.json().data.id}/post`, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Debits and credits must be equal in each currency');
    });

    it('the database itself refuses an unbalanced posted entry and any change to a posted one', async () => {
      const db = t.app.platform.db;
      const attempt = db.transaction(async (tx) => {
        const [entry] = await executeRows<{ id: number }>(tx, sql`insert into journal_entries (entry_date, description) values (current_date, 'raw') returning id`);
        await tx.execute(sql`insert into journal_lines (entry_id, account_id, debit, currency) values (${entry!.id}, ${accounts.get('cash')}, 500, 'EUR')`);
        await tx.execute(sql`insert into journal_lines (entry_id, account_id, credit, currency) values (${entry!.id}, ${accounts.get('revenue')}, 400, 'EUR')`);
        await tx.execute(sql`update journal_entries set status = 'POSTED', posted_at = now() where id = ${entry!.id}`);
      });
      await expect(attempt).rejects.toThrow();
      const mixed = db.transaction(async (tx) => {
        const [entry] = await executeRows<{ id: number }>(tx, sql`insert into journal_entries (entry_date, description) values (current_date, 'raw') returning id`);
        await tx.execute(sql`insert into journal_lines (entry_id, account_id, debit, currency) values (${entry!.id}, ${accounts.get('cash')}, 500, 'EUR')`);
        await tx.execute(sql`insert into journal_lines (entry_id, account_id, credit, currency) values (${entry!.id}, ${accounts.get('revenue')}, 500, 'USD')`);
        await tx.execute(sql`update journal_entries set status = 'POSTED', posted_at = now() where id = ${entry!.id}`);
      });
      await expect(mixed).rejects.toThrow();
      const [posted] = await executeRows<{ id: number }>(db, sql`select id from journal_entries where status = 'POSTED' limit 1`);
      await expect(db.execute(sql`update journal_lines set debit = debit + 1 where entry_id = ${posted!.id} and debit > 0`)).rejects.toThrow();
      await expect(db.execute(sql`update journal_entries set description = 'edited' where id = ${posted!.id}`)).rejects.toThrow();
      await expect(db.execute(sql`delete from journal_entries where id = ${posted!.id}`)).rejects.toThrow();
    });

    it('a closed month refuses postings; corrections go into an open period', async () => {
      const month = day(-400).slice(0, 7);
      const closed = await http.post(`${V1}/periods/close`, admin.token, { month });
      expect(closed.statusCode, closed.body).toBe(200);
      expect((await http.post(`${V1}/periods/close`, admin.token, { month })).statusCode).toBe(409);
      const draft = await http.post(`${V1}/journal-entries`, admin.token, {
        entryDate: `${month}-15`,
        description: 'Late accrual',
        lines: [
          { accountId: accounts.get('expenses'), debit: 100, currency: 'EUR' },
          { accountId: accounts.get('cash'), credit: 100, currency: 'EUR' },
        ],
      });
      const res = await http.post(`${V1}/journal-entries/${draft.json().data.id}/post`, admin.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This period is closed; post the correction in an open period');
    });
  });

  describe('invoices', () => {
    it('a draft has no number; issuing numbers it and posts the receivable; the trial balance stays at zero', async () => {
      const created = await http.post(`${V1}/invoices`, admin.token, invoiceInput());
      expect(created.json().data).toMatchObject({ number: null, status: 'DRAFT', subtotal: 150_000, taxTotal: 20_000, total: 170_000 });
      const issued = await http.post(`${V1}/invoices/${created.json().data.id}/issue`, admin.token);
      expect(issued.json().data.number).toMatch(/^INV-\d{6}$/);
      expect(issued.json().data.status).toBe('OVERDUE');
      expect(Object.values(await trialBalanceTotals()).every((total) => total === 0)).toBe(true);
    });

    it('records partial and full payments, refuses overpayment, derives the status', async () => {
      const invoice = await issuedInvoice({ dueDate: day(10) });
      const partial = await http.post(`${V1}/invoices/${invoice.id}/payments`, admin.token, { amount: 70_000, paidOn: day(0) });
      expect(partial.statusCode, partial.body).toBe(201);
      expect(partial.json().data).toMatchObject({ status: 'PARTIALLY_PAID', balance: 100_000, paidTotal: 70_000 });
      const over = await http.post(`${V1}/invoices/${invoice.id}/payments`, admin.token, { amount: 100_001, paidOn: day(0) });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe('The payment is more than the open balance');
      const rest = await http.post(`${V1}/invoices/${invoice.id}/payments`, admin.token, { amount: 100_000, paidOn: day(0) });
      expect(rest.json().data).toMatchObject({ status: 'PAID', balance: 0 });
    });

    it('a payment interrupted between its steps leaves no half-posted entry', async () => {
      const invoice = await issuedInvoice();
      const db = t.app.platform.db;
      const before = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from journal_entries`);
      await expect(
        db.transaction(async (tx) => {
          await recordPayment(tx, invoice.id, { amount: 10_000, paidOn: day(0), method: 'BANK_TRANSFER' }, admin.userId);
          throw new Error('process killed before commit');
        }),
      ).rejects.toThrow('process killed');
      const after = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from journal_entries`);
      expect(after[0]!.n).toBe(before[0]!.n);
      expect((await http.get(`${V1}/invoices/${invoice.id}`, admin.token)).json().data.paidTotal).toBe(0);
    });

    it('sends the invoice as a PDF attached to a mail', async () => {
      const created = await http.post(`${V1}/invoices`, admin.token, invoiceInput({ billingEmail: 'ap@customer.example' }));
      const sent = await http.post(`${V1}/invoices/${created.json().data.id}/send`, admin.token);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data.sentAt).not.toBeNull();
      const mail = mailer.messages.find((message) => message.to === 'ap@customer.example');
      expect(mail?.subject).toContain(sent.json().data.number);
      const attachment = mail?.attachments?.[0];
      expect(attachment?.contentType).toBe('application/pdf');
      expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('numbers concurrent issues without gaps or duplicates', async () => {
      const drafts = await Promise.all(Array.from({ length: 8 }, () => http.post(`${V1}/invoices`, admin.token, invoiceInput())));
      const issued = await Promise.all(drafts.map((draft) => http.post(`${V1}/invoices/${draft.json().data.id}/issue`, admin.token)));
      expect(issued.every((res) => res.statusCode === 200)).toBe(true);
      const rows = await executeRows<{ sequence: number }>(t.app.platform.db, sql`select sequence from invoices where sequence is not null order by sequence`);
      expect(rows.map((row) => row.sequence)).toEqual(rows.map((_row, index) => index + 1));
    });

    it('a company sees its own invoices and PDF; another company gets 404', async () => {
      const invoice = await issuedInvoice();
      const own = await http.get(`${V1}/companies/${customer.companyId}/invoices`, customer.token);
      expect(own.statusCode, own.body).toBe(200);
      expect((own.json().data.content as { id: number; status: string }[]).some((each) => each.id === invoice.id)).toBe(true);
      expect((own.json().data.content as { status: string }[]).every((each) => each.status !== 'DRAFT')).toBe(true);
      const pdf = await http.get(`${V1}/invoices/${invoice.id}/pdf`, customer.token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await http.get(`${V1}/invoices/${invoice.id}`, rival.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/invoices/${invoice.id}/pdf`, rival.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/companies/${customer.companyId}/invoices`, rival.token)).statusCode).toBe(404);
      const colleague = await staffMember(t.app, customer.companyId, customer);
      expect((await http.get(`${V1}/companies/${customer.companyId}/invoices`, colleague.token)).statusCode).toBe(403);
      expect((await http.get(`${V1}/invoices`, customer.token)).statusCode).toBe(403);
    });

    it("a company's overdue summary counts and sums every overdue invoice, per currency, for its readers only", async () => {
      const company = await approvedCompany(t.app, admin);
      await grantCompanyPrivilege(t.app, admin, company, 'company_reporting');
      const summaryOf = async (actor: Actor) => http.get(`${V1}/companies/${company.companyId}/invoices/overdue-summary`, actor.token);
      expect((await summaryOf(company)).json().data).toEqual({ count: 0, owed: [] });

      const overdue = await issuedInvoice({ companyId: company.companyId }); // 170 000 owed, due ten days ago
      const partlyPaid = await issuedInvoice({ companyId: company.companyId });
      expect((await http.post(`${V1}/invoices/${partlyPaid.id}/payments`, admin.token, { amount: 70_000, paidOn: day(0) })).statusCode).toBe(201);
      const paid = await issuedInvoice({ companyId: company.companyId });
      expect((await http.post(`${V1}/invoices/${paid.id}/payments`, admin.token, { amount: paid.total, paidOn: day(0) })).statusCode).toBe(201);
      await issuedInvoice({ companyId: company.companyId, currency: 'GBP', lines: [{ description: 'Support plan', quantity: 1, unitPrice: 5_000, taxRateBasisPoints: 0 }] });
      await issuedInvoice({ companyId: company.companyId, issueDate: day(-5), dueDate: day(25) }); // not due yet
      expect((await http.post(`${V1}/invoices`, admin.token, invoiceInput({ companyId: company.companyId }))).statusCode).toBe(201); // a draft
      expect((await summaryOf(company)).json().data).toEqual({
        count: 3,
        owed: [
          { currency: 'EUR', amountMinor: overdue.total + partlyPaid.total - 70_000 },
          { currency: 'GBP', amountMinor: 5_000 },
        ],
      });

      // Past the largest page a list answers: 150 more overdue invoices (written directly, the ledger is not what is read here).
      await executeRows(
        t.app.platform.db,
        sql`insert into invoices (company_id, state, series, sequence, number, currency, issue_date, due_date, billing_email, subtotal, total)
            select ${company.companyId}, 'ISSUED', 'BULK', n, 'BULK-' || n, 'EUR', ${day(-40)}::date, ${day(-10)}::date, 'billing@customer.example', 1000, 1000
            from generate_series(1, 150) as n`,
      );
      const many = (await summaryOf(company)).json().data as { count: number; owed: { currency: string; amountMinor: number }[] };
      expect(many.count).toBe(153);
      expect(many.owed[0]).toEqual({ currency: 'EUR', amountMinor: overdue.total + partlyPaid.total - 70_000 + 150 * 1000 });

      expect((await summaryOf(rival)).statusCode).toBe(404);
      expect((await summaryOf(await staffMember(t.app, company.companyId, company))).statusCode).toBe(403);
      expect((await summaryOf(admin)).statusCode).toBe(200);
    });
  });

  describe('credit notes and aging', () => {
    it('a credit note applies across invoices, never above an open balance, and aging buckets the rest', async () => {
      const first = await issuedInvoice({ issueDate: day(-50), dueDate: day(-45) });
      const second = await issuedInvoice({ issueDate: day(-5), dueDate: day(25) });
      const note = await http.post(`${V1}/credit-notes`, admin.token, { invoiceId: first.id, amount: 50_000, reason: 'Listing paused for a week', issueDate: day(0) });
      expect(note.statusCode, note.body).toBe(201);
      expect(note.json().data.number).toMatch(/^CN-\d{6}$/);
      const tooMuch = await http.post(`${V1}/credit-notes/${note.json().data.id}/apply`, admin.token, { applications: [{ invoiceId: first.id, amount: 50_001 }] });
      expect(tooMuch.statusCode).toBe(409);
      const applied = await http.post(`${V1}/credit-notes/${note.json().data.id}/apply`, admin.token, {
        applications: [
          { invoiceId: first.id, amount: 30_000 },
          { invoiceId: second.id, amount: 20_000 },
        ],
      });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json().data).toMatchObject({ appliedTotal: 50_000, remaining: 0 });
      expect((await http.get(`${V1}/invoices/${first.id}`, admin.token)).json().data.balance).toBe(140_000);

      const aging = await http.get(`${V1}/credit-control/aging?companyId=${customer.companyId}&asOfDate=${day(0)}`, admin.token);
      expect(aging.statusCode, aging.body).toBe(200);
      const row = (aging.json().data.rows as { currency: string; buckets: Record<string, number> }[]).find((each) => each.currency === 'EUR');
      expect(row!.buckets.days31to60).toBeGreaterThanOrEqual(140_000);
      expect(row!.buckets.current).toBeGreaterThanOrEqual(150_000);
      expect(aging.json().data.totalInBase.total).toBe(row!.buckets.total);
      expect(Object.values(await trialBalanceTotals()).every((total) => total === 0)).toBe(true);
    });
  });

  describe('reports and exports', () => {
    it('summary and profit and loss follow the postings', async () => {
      const summary = await http.get(`${V1}/summary`, admin.token);
      expect(summary.statusCode).toBe(200);
      const eur = (summary.json().data.currencies as { currency: string; receivables: number; income: number }[]).find((each) => each.currency === 'EUR');
      expect(eur!.receivables).toBeGreaterThan(0);
      const pnl = await http.post(`${V1}/reports`, admin.token, { type: 'PROFIT_AND_LOSS', endDate: day(365) });
      expect(pnl.statusCode).toBe(200);
      const sheet = await http.post(`${V1}/reports`, admin.token, { type: 'BALANCE_SHEET', endDate: day(365) });
      expect((sheet.json().data.sections as { totals: { balance: number } }[]).every((section) => section.totals.balance === 0)).toBe(true);
    });

    it('exports the journal as CSV and XLSX that parse back to the same lines', async () => {
      const csv = await http.post(`${V1}/export`, admin.token, { format: 'CSV', filters: { type: 'INVOICE' } });
      expect(csv.statusCode).toBe(200);
      const records = parse(csv.body, { columns: true }) as Record<string, string>[];
      expect(records.length).toBeGreaterThan(0);
      expect(records.every((record) => record.Type === 'Invoice')).toBe(true);
      const debit = records.reduce((sum, record) => sum + Number(record['Debit (minor units)']), 0);
      const credit = records.reduce((sum, record) => sum + Number(record['Credit (minor units)']), 0);
      expect(debit).toBe(credit);

      const xlsx = await http.post(`${V1}/export`, admin.token, { format: 'XLSX', filters: { type: 'INVOICE' } });
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(workbook.getWorksheet('Journal')!.rowCount).toBe(records.length + 1);
    });

    it('filters entries by type, currency, company and amount', async () => {
      const res = await http.get(`${V1}/entries?type=INVOICE&currency=EUR&companyId=${customer.companyId}&minAmount=170000&maxAmount=170000&size=5`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.size).toBe(5);
      expect((res.json().data.content as { type: string; amount: number }[]).every((entry) => entry.type === 'INVOICE' && entry.amount === 170_000)).toBe(true);
      expect((await http.get(`${V1}/entries?minAmount=-1`, admin.token)).statusCode).toBe(400);
    });
  });
});
