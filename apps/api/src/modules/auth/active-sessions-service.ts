import { SessionMessage, type ActiveSession } from '@paytable/contracts';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { describeDevice, recordSecurityEvent } from './security-log';
import type { AuthDeps } from './service';
import * as sessionRepo from './session-repository';
import { forgetSessions } from './session-service';

/** The signed-in person's sessions in settings: each device, and signing out one or all the others. */

export async function listSessions(deps: AuthDeps, user: AuthUser): Promise<ActiveSession[]> {
  const rows = await sessionRepo.listActiveSessions(deps.platform.db, user.id, new Date());
  return rows.map((row) => ({
    id: row.familyId,
    ...describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.signedInAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    rememberMe: row.rememberMe,
    current: row.familyId === user.sessionId,
  }));
}

/** Signs out one of the person's own sessions (the current one too); another person's answers 404. */
export async function revokeSession(deps: AuthDeps, user: AuthUser, sessionId: string): Promise<void> {
  const now = new Date();
  const ended = await deps.platform.db.transaction(async (tx) => {
    if (!(await sessionRepo.revokeSessionOfUser(tx, user.id, sessionId, 'revoked', now))) return false;
    await recordSecurityEvent(tx, { type: 'SESSION_REVOKED', userId: user.id, details: { session: sessionId, current: sessionId === user.sessionId }, at: now });
    return true;
  });
  if (!ended) throw notFound(SessionMessage.sessionNotFound);
  forgetSessions(deps, [sessionId]);
}

/** Signs out every session of the person but the one asking; answers how many ended. */
export async function signOutOtherSessions(deps: AuthDeps, user: AuthUser): Promise<number> {
  const now = new Date();
  const ended = await deps.platform.db.transaction(async (tx) => {
    const sessions = await sessionRepo.revokeOtherSessions(tx, user.id, user.sessionId, 'others_signed_out', now);
    await recordSecurityEvent(tx, { type: 'OTHER_SESSIONS_SIGNED_OUT', userId: user.id, details: { count: sessions.length }, at: now });
    return sessions;
  });
  forgetSessions(deps, ended);
  return ended.length;
}
