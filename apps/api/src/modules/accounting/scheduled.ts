import type { Platform } from '../../platform/platform';
import { billMonth, runCreditControl, type AccountingDeps } from './service';

/** The module's recurring jobs on the platform job queue (pg-boss): name and cron (UTC). */
export const ACCOUNTING_SCHEDULES = {
  /** On the 1st: the month before's metered usage becomes an invoice per company. */
  billUsage: { name: 'accounting-bill-usage', cron: '15 2 1 * *' },
  /** Daily: credit control rules act on overdue invoices. */
  creditControl: { name: 'accounting-credit-control', cron: '30 6 * * *' },
} as const;

const previousMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);

export function defineAccountingSchedules(platform: Platform, deps: () => AccountingDeps): void {
  const { jobs } = platform;
  jobs.define({
    name: ACCOUNTING_SCHEDULES.billUsage.name,
    handler: async () => {
      await billMonth(deps(), previousMonth(new Date()));
    },
    retryLimit: 2,
  });
  jobs.define({
    name: ACCOUNTING_SCHEDULES.creditControl.name,
    handler: async () => {
      await runCreditControl(deps(), new Date());
    },
    retryLimit: 1,
  });
  jobs.schedule(ACCOUNTING_SCHEDULES.billUsage.name, ACCOUNTING_SCHEDULES.billUsage.cron);
  jobs.schedule(ACCOUNTING_SCHEDULES.creditControl.name, ACCOUNTING_SCHEDULES.creditControl.cron);
}
