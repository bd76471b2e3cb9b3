import {
  CompanyMessage,
  contractSlaInputSchema,
  SupportMessage,
  ticketPriorities,
  type ContractSla,
  type ContractSlaCompany,
  type TicketPriority,
} from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { SupportContractSlaRow } from '../../db/schema/index';
import type { Platform } from '../../platform/platform';
import { badRequest, notFound } from '../../platform/errors';
import type { AuthUser } from '../../platform/auth';
import { companiesWithIssuedInvoice } from '../accounting/index';
import { companiesWithActivePartnership } from '../integrations/index';
import { transactionWithChanges } from '../realtime/index';
import type { BusinessCalendar } from './business-hours';
import { policyChange } from './lifecycle';
import type { SlaSettings } from './mapper';
import * as repo from './repository';
import type { SlaPolicy } from './sla';

/** What contract SLAs need: the platform and the default SLA. */
export interface ContractSlaDeps {
  platform: Platform;
  sla: SlaSettings;
}

/** An invoice issued within this many days makes a paid plan. */
export const PAID_PLAN_INVOICE_DAYS = 400;
const DAY = 86_400_000;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The stored contract as the pure SLA arithmetic reads it. */
export function settingsOfContract(row: SupportContractSlaRow): SlaSettings {
  const hours: BusinessCalendar['hours'] = {};
  for (const day of row.workingDays) hours[day.weekday as keyof BusinessCalendar['hours']] = [minutesOf(day.opensAt), minutesOf(day.closesAt)] as const;
  const policies = Object.fromEntries(ticketPriorities.map((priority) => [priority, row.policies[priority] as SlaPolicy])) as Record<TicketPriority, SlaPolicy>;
  return { calendar: { timeZone: row.timeZone, hours, holidays: row.holidays }, policies };
}

/**
 * The SLA each of these companies' tickets runs on at `now`: the company's contract SLA while the company
 * is still eligible for one (the rule of saveContractSla: an active partnership, or an invoice issued in
 * the last PAID_PLAN_INVOICE_DAYS), the default otherwise (lapsed contracts and tickets without a company
 * too). One read for a whole page; eligibility is read only for the companies that have a contract.
 */
export async function slaResolver(
  ex: repo.Executor,
  fallback: SlaSettings,
  companyIds: readonly (number | null)[],
  now = new Date(),
): Promise<(companyId: number | null) => SlaSettings> {
  const ids = [...new Set(companyIds.filter((id): id is number => id !== null))];
  const rows = await repo.contractSlasOf(ex, ids);
  const eligible = rows.length === 0 ? new Map<number, ContractSlaCompany['basis']>() : await eligibility(ex, now, rows.map((row) => row.companyId));
  const contracts = new Map(rows.filter((row) => eligible.has(row.companyId)).map((row) => [row.companyId, settingsOfContract(row)]));
  return (companyId) => (companyId === null ? undefined : contracts.get(companyId)) ?? fallback;
}

export async function slaOfCompany(ex: repo.Executor, fallback: SlaSettings, companyId: number | null, now = new Date()): Promise<SlaSettings> {
  return (await slaResolver(ex, fallback, [companyId], now))(companyId);
}

/** Why each company may have a contract SLA: an active partnership first, otherwise a recent issued invoice. */
async function eligibility(ex: repo.Executor, now: Date, companyIds?: readonly number[]): Promise<Map<number, ContractSlaCompany['basis']>> {
  const [partners, invoiced] = await Promise.all([
    companiesWithActivePartnership(ex, companyIds),
    companiesWithIssuedInvoice(ex, new Date(now.getTime() - PAID_PLAN_INVOICE_DAYS * DAY), companyIds),
  ]);
  const basis = new Map<number, ContractSlaCompany['basis']>(invoiced.map((id) => [id, 'paid_plan']));
  for (const id of partners) basis.set(id, 'partnership');
  return basis;
}

function toContractSla(row: SupportContractSlaRow, companyName: string, basis: ContractSlaCompany['basis'] | undefined): ContractSla {
  const { policies } = settingsOfContract(row);
  return {
    company: { id: row.companyId, name: companyName },
    basis: basis ?? null,
    timeZone: row.timeZone,
    workingDays: [...row.workingDays].sort((a, b) => a.weekday - b.weekday),
    holidays: row.holidays,
    policies,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every contract SLA, by company name, each with whether its company is still eligible. */
export async function listContractSlas(ex: repo.Executor, now = new Date()): Promise<ContractSla[]> {
  const rows = await repo.listContractSlas(ex);
  const basis = await eligibility(ex, now, rows.map((row) => row.sla.companyId));
  return rows.map((row) => toContractSla(row.sla, row.companyName, basis.get(row.sla.companyId)));
}

/** Companies that may get a contract SLA (active partnership or paid plan), by name. */
export async function eligibleCompanies(ex: repo.Executor, now = new Date()): Promise<ContractSlaCompany[]> {
  const basis = await eligibility(ex, now);
  const names = await repo.companyNames(ex, [...basis.keys()]);
  return names.map((company) => ({ ...company, basis: basis.get(company.id) ?? 'partnership' }));
}

/**
 * Creates or replaces a company's contract SLA (the company must be eligible), and re-derives the due
 * instants of its tickets that are not closed on the new calendar and targets, in the same transaction.
 */
export async function saveContractSla(deps: ContractSlaDeps, user: AuthUser, companyId: number, input: unknown, now = new Date()): Promise<ContractSla> {
  const data = contractSlaInputSchema.parse(input);
  await transactionWithChanges(deps.platform, async (tx) => {
    const [company] = await repo.companyNames(tx, [companyId]);
    if (company === undefined) throw notFound(CompanyMessage.companyNotFound);
    if (!(await eligibility(tx, now, [companyId])).has(companyId)) throw badRequest(SupportMessage.contractSlaNotEligible);
    await repo.upsertContractSla(tx, { companyId, ...data, updatedById: user.id, createdAt: now, updatedAt: now });
    await rederiveDueInstants(tx, (await repo.contractSlasOf(tx, [companyId]))[0], deps.sla, companyId, now);
  });
  const saved = (await listContractSlas(deps.platform.db, now)).find((sla) => sla.company.id === companyId);
  if (saved === undefined) throw notFound(SupportMessage.contractSlaNotFound);
  return saved;
}

/** Removes a company's contract SLA: its tickets go back to the default SLA. */
export async function deleteContractSla(deps: ContractSlaDeps, companyId: number, now = new Date()): Promise<void> {
  await transactionWithChanges(deps.platform, async (tx) => {
    if (!(await repo.deleteContractSla(tx, companyId))) throw notFound(SupportMessage.contractSlaNotFound);
    await rederiveDueInstants(tx, undefined, deps.sla, companyId, now);
  });
}

/** The minutes already counted stay (they were counted on the calendar then in force); the due instants follow the new SLA. */
async function rederiveDueInstants(tx: Tx, contract: SupportContractSlaRow | undefined, fallback: SlaSettings, companyId: number, now: Date): Promise<void> {
  const sla = contract === undefined ? fallback : settingsOfContract(contract);
  for (const row of await repo.companyTicketsForUpdate(tx, companyId)) {
    await repo.updateTicket(tx, row.id, policyChange(sla.calendar, sla.policies[row.priority as TicketPriority], row, now));
  }
}
