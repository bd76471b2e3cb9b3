import { formatMoney } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { Platform } from '../../platform/platform';
import { companyAdminIds } from '../companies/index';
import { suspendCompanyPartnerships } from '../integrations/index';
import { notify } from '../notifications/index';
import type { Notify } from '../realtime/index';
import { claimDueActions, recordOutcome, type DueAction } from './credit-control-repository';
import { todayIso } from './ledger-repository';

/** The writing transaction an action joins, with its real-time marks (realtime transactionWithChanges). */
export interface ActionContext {
  platform: Platform;
  tx: Tx;
  changes: Notify;
  now: Date;
}

const overdueText = (action: DueAction) => `Invoice ${action.invoiceNumber} has an open balance of ${formatMoney(action.balance, action.currency)} and is ${action.daysOverdue} days past its due date.`;

/** An in-app notice (and its e-mail and push, as the recipients' preferences allow) to the company's administrators. */
async function notifyCompany({ platform, tx, changes }: ActionContext, action: DueAction): Promise<string> {
  const userIds = await companyAdminIds(tx, action.companyId);
  await notify(platform, { tx, changes }, {
    userIds,
    type: 'invoice_overdue',
    title: `Invoice ${action.invoiceNumber} is overdue`,
    message: overdueText(action),
    entity: { type: 'invoice', id: action.invoiceId },
    metadata: { invoiceId: action.invoiceId, daysOverdue: action.daysOverdue },
  });
  return userIds.length === 1 ? 'Notified 1 company administrator' : `Notified ${userIds.length} company administrators`;
}

async function suspendPartnerships(context: ActionContext, action: DueAction): Promise<string> {
  const reason = `Invoice ${action.invoiceNumber} is ${action.daysOverdue} days overdue`;
  const suspended = await suspendCompanyPartnerships(context, action.companyId, reason, context.now);
  return suspended === 1 ? '1 active partnership suspended' : `${suspended} active partnerships suspended`;
}

/**
 * Carries out one claimed action in the run's transaction and answers what it did, in words. A reminder
 * is recorded here and mailed after the commit (a rolled-back run mails nobody).
 */
export async function carryOut(context: ActionContext, action: DueAction): Promise<string> {
  switch (action.action) {
    case 'REMINDER':
      return `Reminder e-mailed to ${action.billingEmail}`;
    case 'NOTIFICATION':
      return notifyCompany(context, action);
    case 'SUSPEND_PARTNERSHIPS':
      return suspendPartnerships(context, action);
  }
}

/**
 * Claims the actions the active rules owe on the context's day and carries each out, recording what it
 * did, all in the context's transaction. Answers the claimed actions (the caller mails the reminders).
 */
export async function actOnDueInvoices(context: ActionContext): Promise<DueAction[]> {
  const due = await claimDueActions(context.tx, todayIso(context.now));
  for (const action of due) await recordOutcome(context.tx, action, await carryOut(context, action), context.now);
  return due;
}

export { overdueText };
