import type { BillingProfileInput, InvoiceInput } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedCompany, signInSuperuser, staffMember, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { pdfText, pdfTextItems } from '../../../test/pdf-text';
import { assertBillingDetails } from './billing-validation';
import { demoCompanyProfiles, demoPlatformProfile } from './demo-billing-profiles';
import { creditBands } from './pdf';
import { offlineVatRegistry } from './vat-registry';

const V1 = '/api/v1/accounting';
type Company = Actor & { companyId: number };

const sellerProfile: BillingProfileInput = {
  legalName: 'Paytable Ltd',
  addressLines: 'Level 3, Portomaso Business Tower',
  postalCode: 'STJ 4011',
  city: "St Julian's",
  country: 'MT',
  vatId: 'MT 1234 5634',
  billingEmail: 'billing@paytable.com',
  paymentTermsDays: 30,
  iban: 'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  bic: 'MALTMTMT',
  bankName: 'Bank of Valletta',
};

const customerProfile: BillingProfileInput = { legalName: 'Customer Gaming Ltd', addressLines: 'Triq il-Kbira 12\nFloor 2', postalCode: 'SLM 1549', city: 'Sliema', country: 'MT', vatId: 'MT15121333', billingEmail: 'ap@customer.example', paymentTermsDays: 14 };
const rivalProfile: BillingProfileInput = { legalName: 'Rival Spiele GmbH', addressLines: 'Friedrichstraße 68', postalCode: '10117', city: 'Berlin', country: 'DE', vatId: 'DE136695976', billingEmail: 'rechnung@rival.example' };

/** Each test sets up what it reads (profiles are saved in beforeAll and only read after), so none depends on another's order. */
describe('accounting documents: billing profiles, PDFs, credit notes', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let customer: Company;
  let rival: Company;
  /** The platform's profile as the migration left it, read before anything saved it. */
  let startingPlatformProfile: unknown;

  /** A part payment of €700.00 and a credit note of €177.12 applied, on an invoice of €1,700.00 to the customer. */
  async function paidAndCredited() {
    const invoice = await issued(invoiceInput(customer.companyId));
    expect((await http.post(`${V1}/invoices/${invoice.id}/payments`, admin.token, { amount: 70_000, paidOn: '2026-11-10', method: 'BANK_TRANSFER' })).statusCode).toBe(201);
    const note = await http.post(`${V1}/credit-notes`, admin.token, { invoiceId: invoice.id, amount: 17_712, reason: 'Listing days not delivered', issueDate: '2026-11-12' });
    expect(note.statusCode, note.body).toBe(201);
    expect((await http.post(`${V1}/credit-notes/${note.json().data.id}/apply`, admin.token, { applications: [{ invoiceId: invoice.id, amount: 17_712 }] })).statusCode).toBe(200);
    return { invoice, note: note.json().data as { id: number; number: string } };
  }

  const invoiceInput = (companyId: number, overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
    companyId,
    currency: 'EUR',
    issueDate: '2026-11-02',
    supplyDate: '2026-10-31',
    dueDate: '2026-12-02',
    billingEmail: 'ap@customer.example',
    lines: [
      { description: 'Platform subscription', quantity: 1, unitPrice: 100_000, taxRateBasisPoints: 2000 },
      { description: 'Featured listing', quantity: 2, unitPrice: 25_000, taxRateBasisPoints: 0 },
    ],
    ...overrides,
  });

  async function issued(input: InvoiceInput) {
    const created = await http.post(`${V1}/invoices`, admin.token, input);
    expect(created.statusCode, created.body).toBe(201);
    const res = await http.post(`${V1}/invoices/${created.json().data.id}/issue`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; number: string; seller: { legalName: string } | null; buyer: { legalName: string; vatId: string | null } | null };
  }

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    customer = await approvedCompany(t.app, admin);
    rival = await approvedCompany(t.app, admin);
    await grantCompanyPrivilege(t.app, admin, customer, 'company_reporting');
    await grantCompanyPrivilege(t.app, admin, rival, 'company_reporting');
    startingPlatformProfile = (await http.get(`${V1}/billing-profile`, admin.token)).json().data;
    for (const [path, token, profile] of [
      [`${V1}/billing-profile`, admin.token, sellerProfile],
      [`${V1}/companies/${customer.companyId}/billing-profile`, customer.token, customerProfile],
      [`${V1}/companies/${rival.companyId}/billing-profile`, rival.token, rivalProfile],
    ] as const) {
      const saved = await http.put(path, token, profile);
      if (saved.statusCode !== 200) throw new Error(`profile not saved: ${saved.body}`);
    }
  });
  afterAll(() => t.close());

  describe('chart of accounts', () => {
    it('answers one account by id, 404 for an unknown one, 403 for a company user', async () => {
      const list = (await http.get(`${V1}/chart-of-accounts`, admin.token)).json().data as { id: number; code: string }[];
      const one = await http.get(`${V1}/chart-of-accounts/${list[0]!.id}`, admin.token);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().data).toEqual(list[0]);
      expect((await http.get(`${V1}/chart-of-accounts/999999`, admin.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/chart-of-accounts/${list[0]!.id}`, customer.token)).statusCode).toBe(403);
    });
  });

  describe('billing profiles', () => {
    it('the platform starts with its own profile; finance replaces it, the VAT id, IBAN and BIC checked', async () => {
      expect(startingPlatformProfile).toMatchObject({ legalName: 'Paytable Ltd', country: 'MT', vatId: null, iban: null });

      const badVat = await http.put(`${V1}/billing-profile`, admin.token, { ...sellerProfile, vatId: 'MT12345635' });
      expect(badVat.statusCode).toBe(400);
      expect(badVat.json().details).toEqual([{ path: 'body.vatId', message: 'The VAT id does not match the format of its country' }]);
      const badBank = await http.put(`${V1}/billing-profile`, admin.token, { ...sellerProfile, iban: 'MT84MALT011000012345MTLCAST001X', bic: 'MALT' });
      expect(badBank.statusCode).toBe(400);
      expect((badBank.json().details as { path: string }[]).map((detail) => detail.path)).toEqual(['body.iban', 'body.bic']);
      expect((await http.put(`${V1}/billing-profile`, admin.token, { ...sellerProfile, country: 'Malta' })).statusCode).toBe(400);

      const saved = await http.put(`${V1}/billing-profile`, admin.token, sellerProfile);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ vatId: 'MT12345634', iban: 'MT84MALT011000012345MTLCAST001S', bic: 'MALTMTMT', vatCheck: { status: 'NOT_CHECKED', checkedAt: null } });
      expect((await http.get(`${V1}/billing-profile`, customer.token)).statusCode).toBe(403);
    });

    it('a company admin keeps the company profile; staff 403, another company 404', async () => {
      const newcomer = await approvedCompany(t.app, admin);
      const empty = await http.get(`${V1}/companies/${newcomer.companyId}/billing-profile`, newcomer.token);
      expect(empty.statusCode, empty.body).toBe(200);
      expect(empty.json().data).toBeNull();
      const profile = customerProfile;
      const saved = await http.put(`${V1}/companies/${customer.companyId}/billing-profile`, customer.token, { ...profile, iban: 'MT84MALT011000012345MTLCAST001S' });
      expect(saved.statusCode, saved.body).toBe(200);
      // A buyer's profile carries no bank details: only the seller's are printed to pay to.
      expect(saved.json().data).toMatchObject({ legalName: 'Customer Gaming Ltd', vatId: 'MT15121333', iban: null, paymentTermsDays: 14 });

      const staff = await staffMember(t.app, customer.companyId, customer);
      expect((await http.get(`${V1}/companies/${customer.companyId}/billing-profile`, staff.token)).statusCode).toBe(403);
      expect((await http.put(`${V1}/companies/${customer.companyId}/billing-profile`, staff.token, profile)).statusCode).toBe(403);
      expect((await http.get(`${V1}/companies/${customer.companyId}/billing-profile`, rival.token)).statusCode).toBe(404);
      expect((await http.put(`${V1}/companies/${customer.companyId}/billing-profile`, rival.token, profile)).statusCode).toBe(404);
    });

    it('the demo profiles pass the same checks', () => {
      for (const profile of [demoPlatformProfile, ...Object.values(demoCompanyProfiles)]) expect(() => assertBillingDetails(profile)).not.toThrow();
    });

    it('the offline VIES adapter answers "not checked"', async () => {
      expect(await offlineVatRegistry.lookUp('DE136695976')).toMatchObject({ status: 'NOT_CHECKED', checkedAt: null });
    });
  });

  describe('invoice PDF', () => {
    it('keeps a copy of both profiles as they were when issued', async () => {
      // A company of its own: renaming it changes nothing another test reads.
      const renamer = await approvedCompany(t.app, admin);
      expect((await http.put(`${V1}/companies/${renamer.companyId}/billing-profile`, renamer.token, { ...customerProfile, legalName: 'Renamer Gaming Ltd' })).statusCode).toBe(200);
      const invoice = await issued(invoiceInput(renamer.companyId));
      expect(invoice.seller?.legalName).toBe('Paytable Ltd');
      expect(invoice.buyer).toMatchObject({ legalName: 'Renamer Gaming Ltd', vatId: 'MT15121333' });
      const renamed = await http.put(`${V1}/companies/${renamer.companyId}/billing-profile`, renamer.token, { legalName: 'Renamer Renamed Ltd', addressLines: 'Elsewhere 1', city: 'Valletta', country: 'MT', billingEmail: 'ap@renamer.example' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const again = await http.get(`${V1}/invoices/${invoice.id}`, admin.token);
      expect(again.json().data.buyer.legalName).toBe('Renamer Gaming Ltd');
      const text = await pdfText((await http.get(`${V1}/invoices/${invoice.id}/pdf`, admin.token)).rawPayload);
      expect(text).toContain('Renamer Gaming Ltd');
      expect(text).not.toContain('Renamer Renamed Ltd');
    });

    it('prints every field of art. 226, amounts with a hyphen-minus inside the margins, in embedded fonts', async () => {
      const { invoice } = await paidAndCredited();

      const res = await http.get(`${V1}/invoices/${invoice.id}/pdf`, customer.token);
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      for (const field of [
        `Invoice ${invoice.number}`,
        'Issue date: 2026-11-02',
        'Supply date: 2026-10-31',
        'Due date: 2026-12-02',
        // The seller: name, address, VAT id, bank details.
        'Paytable Ltd',
        'Level 3, Portomaso Business Tower',
        "STJ 4011 St Julian's",
        'Malta',
        'VAT id: MT12345634',
        'Bank: Bank of Valletta',
        'IBAN: MT84 MALT 0110 0001 2345 MTLC AST0 01S',
        'BIC: MALTMTMT',
        `Payment reference: ${invoice.number}`,
        // The buyer.
        'Customer Gaming Ltd',
        'Triq il-Kbira 12',
        'Floor 2',
        'SLM 1549 Sliema',
        'VAT id: MT15121333',
        // Lines: description, quantity, unit price, rate, amount.
        'Platform subscription 1 €1,000.00 20 % €1,000.00',
        'Featured listing 2 €250.00 0 % €500.00',
        // Taxable amount and VAT per rate, totals.
        '0 % €500.00 €0.00',
        '20 % €1,000.00 €200.00',
        'Total taxable amount €1,500.00',
        'Total VAT €200.00',
        'Total €1,700.00',
        'Paid -€700.00',
        'Credited -€177.12',
        'Balance due €822.88',
      ])
        expect(text).toContain(field);
      expect(text).not.toContain('\u2212');
      expect(text).not.toContain('Reverse charge');

      const bytes = res.rawPayload.toString('latin1');
      expect(bytes).toContain('/FontFile2');
      expect(bytes).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
      const items = await pdfTextItems(res.rawPayload);
      // One page: nothing (the footer included) spills onto a second.
      expect(new Set(items.map((item) => item.page))).toEqual(new Set([1]));
      expect(items.at(-1)?.text).toBe('Amounts in EUR.');
      for (const item of items) {
        expect(item.x, item.text).toBeGreaterThanOrEqual(49.9);
        expect(item.x + item.width, item.text).toBeLessThanOrEqual(545.4);
      }
    });

    it('a buyer with a VAT id of another EU country gets the reverse-charge wording', async () => {
      const invoice = await issued(invoiceInput(rival.companyId, { billingEmail: 'rechnung@rival.example', lines: [{ description: 'Marketplace listing', quantity: 3, unitPrice: 12_345_678, taxRateBasisPoints: 0 }] }));
      const text = await pdfText((await http.get(`${V1}/invoices/${invoice.id}/pdf`, rival.token)).rawPayload);
      expect(text).toContain('Rival Spiele GmbH');
      expect(text).toContain('VAT id: DE136695976');
      expect(text).toContain('Germany');
      expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient, Art. 196 Directive 2006/112/EC');
      expect(text).toContain('Total €370,370.34');
    });

    it('a long invoice runs over pages, each with the column headings, nothing past the margins', async () => {
      const lines = Array.from({ length: 60 }, (_, index) => ({ description: `Delivery batch ${index + 1}`, quantity: 1, unitPrice: 1_000 + index, taxRateBasisPoints: 2000 }));
      const invoice = await issued(invoiceInput(customer.companyId, { lines }));
      const items = await pdfTextItems((await http.get(`${V1}/invoices/${invoice.id}/pdf`, admin.token)).rawPayload);
      const pages = new Set(items.map((item) => item.page));
      expect(pages.size).toBeGreaterThan(1);
      expect(items.filter((item) => item.text === 'Description').length).toBe(pages.size);
      expect(items.some((item) => item.text === 'Delivery batch 60')).toBe(true);
      for (const item of items) expect(item.x + item.width, item.text).toBeLessThanOrEqual(545.4);
    });

    it('a long amount stays inside the right margin', async () => {
      const invoice = await issued(invoiceInput(rival.companyId, { lines: [{ description: 'Volume fee', quantity: 1_000_000, unitPrice: 99_999_999, taxRateBasisPoints: 2000 }] }));
      const items = await pdfTextItems((await http.get(`${V1}/invoices/${invoice.id}/pdf`, admin.token)).rawPayload);
      expect(items.some((item) => item.text === '€1,199,999,988,000.00')).toBe(true);
      for (const item of items) expect(item.x + item.width, item.text).toBeLessThanOrEqual(545.4);
    });
  });

  describe('credit notes', () => {
    it('spreads a credit over the invoice rates so the parts add up', () => {
      const bands = creditBands(17_712, { total: 170_000, lines: [{ id: 1, description: 'a', quantity: 1, unitPrice: 100_000, taxRateBasisPoints: 2000, net: 100_000, tax: 20_000 }, { id: 2, description: 'b', quantity: 1, unitPrice: 50_000, taxRateBasisPoints: 0, net: 50_000, tax: 0 }] });
      expect(bands).toEqual([
        { rateBasisPoints: 0, taxable: 5_209, vat: 0 },
        { rateBasisPoints: 2000, taxable: 10_419, vat: 2_084 },
      ]);
      expect(bands.reduce((sum, band) => sum + band.taxable + band.vat, 0)).toBe(17_712);
    });

    it('are listed for the company, readable one by one and as a PDF; another company gets 404', async () => {
      const made = await paidAndCredited();
      const own = await http.get(`${V1}/companies/${customer.companyId}/credit-notes`, customer.token);
      expect(own.statusCode, own.body).toBe(200);
      const notes = own.json().data as { id: number; number: string; company: { id: number }; invoiceNumber: string }[];
      expect(notes.every((each) => each.company.id === customer.companyId)).toBe(true);
      const note = notes.find((each) => each.id === made.note.id)!;
      expect(note.invoiceNumber).toBe(made.invoice.number);
      expect((await http.get(`${V1}/companies/${rival.companyId}/credit-notes`, rival.token)).json().data).not.toContainEqual(expect.objectContaining({ id: note.id }));

      expect((await http.get(`${V1}/credit-notes/${note.id}`, customer.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/credit-notes/${note.id}`, rival.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/credit-notes/${note.id}/pdf`, rival.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/credit-notes/999999`, admin.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/companies/${customer.companyId}/credit-notes`, rival.token)).statusCode).toBe(404);
      const staff = await staffMember(t.app, customer.companyId, customer);
      expect((await http.get(`${V1}/companies/${customer.companyId}/credit-notes`, staff.token)).statusCode).toBe(403);

      const res = await http.get(`${V1}/credit-notes/${note.id}/pdf`, customer.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`${note.number}.pdf`);
      const text = await pdfText(res.rawPayload);
      for (const field of [
        `Credit note ${note.number}`,
        'Issue date: 2026-11-12',
        `Credited invoice: ${note.invoiceNumber} of 2026-11-02`,
        'Supply date: 2026-10-31',
        'Paytable Ltd',
        'VAT id: MT12345634',
        'Customer Gaming Ltd',
        'VAT id: MT15121333',
        'Listing days not delivered 1 -€52.09 0 % -€52.09',
        'Listing days not delivered 1 -€104.19 20 % -€104.19',
        '0 % -€52.09 €0.00',
        '20 % -€104.19 -€20.84',
        'Total taxable amount -€156.28',
        'Total VAT -€20.84',
        'Total credited -€177.12',
        'Credit remaining €0.00',
        `Applied to invoice ${note.invoiceNumber} on`,
      ])
        expect(text).toContain(field);
      expect(text).not.toContain('\u2212');
    });
  });
});
