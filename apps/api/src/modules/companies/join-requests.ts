import type { Platform } from '../../platform/platform';
import type { FastifyBaseLogger } from 'fastify';
import { joinRequestMail } from './mails';
import * as repo from './repository';
import * as memberRepo from './membership-repository';

/** A join request that was committed and whose company admins have not been told yet. */
export interface JoinRequestNotice {
  companyId: number;
  userId: number;
}

/**
 * Mails every active admin of the company that `userId` asked to join it. Runs after the request's
 * transaction committed; a mail that fails is logged, never the request's error (the request stands
 * and shows on the company-users screen either way).
 */
export async function mailJoinRequest(deps: { platform: Platform; log: FastifyBaseLogger }, notice: JoinRequestNotice): Promise<void> {
  const { db, mailer, config } = deps.platform;
  const [company, requester, admins] = await Promise.all([
    repo.findCompany(db, notice.companyId),
    memberRepo.findUserBrief(db, notice.userId),
    memberRepo.companyAdmins(db, notice.companyId),
  ]);
  if (!company || !requester) return;
  for (const admin of admins) {
    const mail = joinRequestMail({
      to: admin.email,
      adminName: admin.fullName,
      requesterName: requester.fullName || requester.username,
      requesterEmail: requester.email,
      companyName: company.name,
      publicUrl: config.publicUrl,
    });
    try {
      await mailer.send(mail);
    } catch (error) {
      deps.log.error({ err: error, companyId: notice.companyId }, 'could not send the join request mail');
    }
  }
}
