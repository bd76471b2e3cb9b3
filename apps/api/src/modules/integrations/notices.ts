import { partnershipStatusLabels, type PartnershipStatus } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { Platform } from '../../platform/platform';
import { companyAdminIds } from '../companies/index';
import { notify } from '../notifications/index';
import type { Notify } from '../realtime/index';

/** Who hears of a company's integrations: its administrators. */
const recipients = (tx: Tx, companyId: number) => companyAdminIds(tx, companyId);

export interface NoticeContext {
  platform: Platform;
  tx: Tx;
  changes: Notify;
}

/** A new request reaches the provider; every later transition reaches both sides. */
export async function partnershipChanged(
  { platform, tx, changes }: NoticeContext,
  notice: { partnershipId: number; status: PartnershipStatus; actorCompany: string; typeName: string; toCompanyIds: number[]; reason: string | null },
): Promise<void> {
  const userIds = (await Promise.all(notice.toCompanyIds.map((id) => recipients(tx, id)))).flat();
  const requested = notice.status === 'PENDING';
  const label = partnershipStatusLabels[notice.status];
  await notify(platform, { tx, changes }, {
    userIds,
    type: requested ? 'partnership_request' : 'partnership_decision',
    title: requested ? `${notice.actorCompany} requests a ${notice.typeName} partnership` : `${notice.typeName} partnership: ${label}`,
    message: requested
      ? `${notice.actorCompany} asks to integrate with your company through ${notice.typeName}. Review the request in Partnerships.`
      : `${notice.actorCompany} moved the ${notice.typeName} partnership to ${label}.${notice.reason ? ` Reason: ${notice.reason}` : ''}`,
    entity: { type: 'partnership', id: notice.partnershipId },
    metadata: { partnershipId: notice.partnershipId, status: notice.status },
  });
}

export async function endpointDisabled({ platform, tx, changes }: NoticeContext, companyId: number, reason: string): Promise<void> {
  await notify(platform, { tx, changes }, {
    userIds: await recipients(tx, companyId),
    type: 'integration_endpoint_disabled',
    title: 'Your integration endpoint was disabled',
    message: `${reason} Fix the receiver, save its URL again in Company Integrations, then recover the failed deliveries.`,
    entity: { type: 'integration_settings', id: companyId },
    priority: 'high',
    metadata: { companyId },
  });
}
