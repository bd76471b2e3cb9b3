import { AccountingMessage, type CreditControlActionRecord, type CreditControlRule } from '@paytable/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { creditControlActions, creditControlRules } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import type { Executor } from './ledger-repository';

export async function listRules(ex: Executor): Promise<CreditControlRule[]> {
  const rows = await ex.select().from(creditControlRules).orderBy(asc(creditControlRules.daysOverdue), asc(creditControlRules.id));
  return rows.map(toRule);
}

type RuleRow = typeof creditControlRules.$inferSelect;
const toRule = (row: RuleRow): CreditControlRule => ({ id: row.id, name: row.name, daysOverdue: row.daysOverdue, action: row.action as CreditControlRule['action'], isActive: row.isActive });
export const ruleNotFound = () => notFound(AccountingMessage.ruleNotFound);

export async function createRule(tx: Tx, input: Omit<CreditControlRule, 'id'>): Promise<CreditControlRule> {
  const [row] = await tx.insert(creditControlRules).values(input).returning();
  return toRule(row!);
}

/**
 * Changes a rule. What it already did stays recorded and is not done again: each (rule, invoice) pair
 * acts once, so a rule moved to fewer days acts only on invoices it has not acted on yet.
 */
export async function updateRule(tx: Tx, id: number, input: Omit<CreditControlRule, 'id'>): Promise<CreditControlRule> {
  const [row] = await tx.update(creditControlRules).set(input).where(eq(creditControlRules.id, id)).returning();
  if (!row) throw ruleNotFound();
  return toRule(row);
}

/**
 * Removes a rule that has never acted. One that has keeps its record on the invoices it acted on (the
 * invoice's history names the rule), so it answers 409: deactivate it instead.
 */
export async function deleteRule(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.select({ id: creditControlRules.id }).from(creditControlRules).where(eq(creditControlRules.id, id)).for('update');
  if (!row) throw ruleNotFound();
  const [acted] = await tx.select({ invoiceId: creditControlActions.invoiceId }).from(creditControlActions).where(eq(creditControlActions.ruleId, id)).limit(1);
  if (acted) throw conflict(AccountingMessage.ruleHasActed);
  await tx.delete(creditControlRules).where(eq(creditControlRules.id, id));
}

export interface DueAction {
  ruleId: number;
  action: CreditControlRule['action'];
  invoiceId: number;
  invoiceNumber: string;
  companyId: number;
  billingEmail: string;
  currency: string;
  balance: number;
  daysOverdue: number;
}

/**
 * The actions the active rules owe today: each (rule, open invoice at least that many days overdue) pair
 * that has not acted yet. Claiming them (insert … on conflict do nothing) makes each act once, even
 * when two runs overlap.
 */
export async function claimDueActions(tx: Tx, today: string): Promise<DueAction[]> {
  const rows = await executeRows<{ rule_id: number; action: string; invoice_id: number; number: string; company_id: number; billing_email: string; currency: string; balance: string; days: number }>(
    tx,
    sql`with due as (
          select r.id as rule_id, r.action, i.id as invoice_id, i.number, i.company_id, i.billing_email, i.currency,
                 (i.total - i.paid_total - i.credited_total)::text as balance, (${today}::date - i.due_date) as days
          from credit_control_rules r join invoices i on i.state = 'ISSUED' and i.paid_total + i.credited_total < i.total
          where r.is_active and ${today}::date - i.due_date >= r.days_overdue),
        claimed as (
          insert into ${creditControlActions} (rule_id, invoice_id) select rule_id, invoice_id from due
          on conflict do nothing returning rule_id, invoice_id)
        select due.* from due join claimed using (rule_id, invoice_id) order by due.invoice_id, due.rule_id`,
  );
  return rows.map((row) => ({ ruleId: row.rule_id, action: row.action as DueAction['action'], invoiceId: row.invoice_id, invoiceNumber: row.number, companyId: row.company_id, billingEmail: row.billing_email, currency: row.currency, balance: Number(row.balance), daysOverdue: row.days }));
}

/** Writes what a claimed action did, and when (the run's clock), next to its claim. */
export async function recordOutcome(tx: Tx, action: Pick<DueAction, 'ruleId' | 'invoiceId'>, outcome: string, actedAt: Date): Promise<void> {
  await tx.update(creditControlActions).set({ outcome, actedAt }).where(and(eq(creditControlActions.ruleId, action.ruleId), eq(creditControlActions.invoiceId, action.invoiceId)));
}

/** What credit control did about one invoice, oldest first. */
export async function actionsForInvoice(ex: Executor, invoiceId: number): Promise<CreditControlActionRecord[]> {
  const rows = await ex
    .select({ ruleId: creditControlRules.id, ruleName: creditControlRules.name, action: creditControlRules.action, daysOverdue: creditControlRules.daysOverdue, actedAt: creditControlActions.actedAt, outcome: creditControlActions.outcome })
    .from(creditControlActions)
    .innerJoin(creditControlRules, eq(creditControlRules.id, creditControlActions.ruleId))
    .where(eq(creditControlActions.invoiceId, invoiceId))
    .orderBy(asc(creditControlActions.actedAt), asc(creditControlRules.daysOverdue), asc(creditControlRules.id));
  return rows.map((row) => ({ ...row, action: row.action as CreditControlRule['action'], actedAt: row.actedAt.toISOString() }));
}
