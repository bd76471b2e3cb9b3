import { AccountingMessage, type Currency, type ExchangeRate } from '@paytable/contracts';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { currencies, exchangeRates } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import type { Executor } from './ledger-repository';

export async function baseCurrency(ex: Executor): Promise<string> {
  const [row] = await ex.select({ code: currencies.code }).from(currencies).where(eq(currencies.isBase, true));
  return row?.code ?? 'EUR';
}

/** Units of the base currency one unit of `currency` buys on `isoDate` (the base itself is '1'); null without a rate. */
export async function rateOn(ex: Executor, currency: string, isoDate: string): Promise<string | null> {
  if (currency === (await baseCurrency(ex))) return '1';
  const [row] = await ex
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.effectiveDate, isoDate)))
    .orderBy(desc(exchangeRates.effectiveDate))
    .limit(1);
  return row?.rate ?? null;
}

export async function listCurrencies(ex: Executor): Promise<Currency[]> {
  const rows = await executeRows<{ code: string; name: string; is_active: boolean; is_base: boolean; rate: string | null; effective_date: string | null }>(
    ex,
    sql`select c.code, c.name, c.is_active, c.is_base, r.rate::text as rate, r.effective_date::text as effective_date
        from currencies c
        left join lateral (select rate, effective_date from exchange_rates r where r.currency = c.code order by effective_date desc limit 1) r on true
        order by c.is_base desc, c.is_active desc, c.code`,
  );
  return rows.map((row) => ({ code: row.code, name: row.name, isActive: row.is_active, isBase: row.is_base, latestRate: row.is_base ? '1' : row.rate, latestRateDate: row.effective_date }));
}

export async function setCurrencyActive(tx: Tx, code: string, isActive: boolean): Promise<Currency> {
  const [row] = await tx.select().from(currencies).where(eq(currencies.code, code));
  if (!row) throw notFound(AccountingMessage.currencyNotFound);
  if (row.isBase && !isActive) throw conflict('The base currency stays active');
  await tx.update(currencies).set({ isActive }).where(eq(currencies.code, code));
  return (await listCurrencies(tx)).find((each) => each.code === code)!;
}

export async function listRates(ex: Executor, currency?: string): Promise<ExchangeRate[]> {
  const rows = await ex
    .select()
    .from(exchangeRates)
    .where(currency === undefined ? undefined : eq(exchangeRates.currency, currency))
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.effectiveDate))
    .limit(500);
  return rows.map((row) => ({ id: row.id, currency: row.currency, effectiveDate: row.effectiveDate, rate: row.rate }));
}

/** Adds (or replaces) the rate of a currency from a date on. */
export async function addRate(tx: Tx, input: { currency: string; effectiveDate: string; rate: string }): Promise<ExchangeRate> {
  const [currency] = await tx.select().from(currencies).where(eq(currencies.code, input.currency));
  if (!currency) throw notFound(AccountingMessage.currencyNotFound);
  if (currency.isBase) throw conflict('The base currency has no exchange rate');
  const [row] = await tx
    .insert(exchangeRates)
    .values(input)
    .onConflictDoUpdate({ target: [exchangeRates.currency, exchangeRates.effectiveDate], set: { rate: input.rate } })
    .returning();
  return { id: row!.id, currency: row!.currency, effectiveDate: row!.effectiveDate, rate: row!.rate };
}
