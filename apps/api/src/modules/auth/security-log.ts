import type { AdminSecurityEventsQuery, MySecurityEventsQuery, Page, SecurityEvent, SecurityEventType } from '@paytable/contracts';
import Bowser from 'bowser';
import type { Db } from '../../db/client';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { requestOrigin, type RequestOrigin } from '../../platform/request-origin';
import type { Executor } from './repository';
import * as repo from './security-log-repository';

/**
 * The security log: every security event of an account in one table, written in the transaction of the
 * change it records, read by the person (their own) and by platform admins (everyone's).
 */

/**
 * How long events are kept: 13 months. A year covers an investigation of "who could do what a year ago"
 * and the one-year audit-trail retention PCI DSS (10.5.1) asks of payment platforms; the extra month lets
 * a yearly review compare like with like. Older rows are removed by a daily job.
 */
export const SECURITY_LOG_RETENTION_DAYS = 395;
const DAY_MS = 86_400_000;

export type SecurityEventDetails = Record<string, string | number | boolean | null>;

export interface SecurityEventInput {
  type: SecurityEventType;
  /** Whose account the event concerns; null for a company-wide change (a company privilege). */
  userId: number | null;
  /** Who did it, when that is not the person concerned (an admin granting a role). */
  actorUserId?: number | null | undefined;
  companyId?: number | null | undefined;
  /** Type-specific facts (the role, the privilege, the session, the reason); never a secret. */
  details?: SecurityEventDetails | undefined;
  /** Defaults to the origin of the request being handled (platform/request-origin.ts). */
  origin?: RequestOrigin | undefined;
  at?: Date | undefined;
}

/**
 * Records one security event inside the caller's transaction, so that the event exists exactly when the
 * change it records does. Every module writes its security events through this function.
 */
export async function recordSecurityEvent(tx: Executor, event: SecurityEventInput): Promise<void> {
  const origin = event.origin ?? requestOrigin();
  await repo.insertSecurityEvent(tx, {
    type: event.type,
    userId: event.userId,
    actorUserId: event.actorUserId === event.userId ? null : (event.actorUserId ?? null),
    companyId: event.companyId ?? null,
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
    details: event.details ?? {},
    ...(event.at ? { occurredAt: event.at } : {}),
  });
}

/** "Chrome 131 on macOS" from a user agent (bowser); the raw text, shortened, when it names no browser. */
export function describeDevice(userAgent: string | null): { device: string | null; platform: string | null } {
  if (!userAgent) return { device: null, platform: null };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ') : undefined;
  const os = parsed.os.name ? [parsed.os.name, parsed.os.name === 'Windows' ? parsed.os.versionName : undefined].filter(Boolean).join(' ') : undefined;
  const device = browser && os ? `${browser} on ${os}` : (browser ?? os ?? userAgent.slice(0, 60));
  return { device, platform: parsed.platform.type ?? null };
}

const personOf = (columns: repo.SecurityEventListRow['user']) => (columns === null ? null : { ...columns, fullName: columns.fullName ?? '' });

function toSecurityEvent(row: repo.SecurityEventListRow): SecurityEvent {
  return {
    id: row.id,
    type: row.type as SecurityEventType,
    occurredAt: row.occurredAt.toISOString(),
    user: personOf(row.user),
    actor: personOf(row.actor),
    companyId: row.companyId,
    companyName: null,
    ipAddress: row.ipAddress,
    device: describeDevice(row.userAgent).device,
    details: row.details,
  };
}

async function listEvents(db: Db, filter: repo.SecurityEventFilter, query: { page: number; size: number }): Promise<Page<SecurityEvent>> {
  const { rows, total } = await repo.listSecurityEvents(db, filter, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toSecurityEvent), total, query);
}

/** The signed-in person's own events, newest first. */
export function mySecurityEvents(db: Db, userId: number, query: MySecurityEventsQuery): Promise<Page<SecurityEvent>> {
  return listEvents(db, { userId, type: query.type }, query);
}

/** Everyone's events for the admin area: by person (id, or part of the name or e-mail), type and UTC days from `from` to `to` inclusive. */
export function allSecurityEvents(db: Db, query: AdminSecurityEventsQuery): Promise<Page<SecurityEvent>> {
  return listEvents(
    db,
    {
      userId: query.userId,
      person: query.q,
      type: query.type,
      from: query.from === undefined ? undefined : new Date(`${query.from}T00:00:00Z`),
      until: query.to === undefined ? undefined : new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS),
    },
    query,
  );
}

export const SECURITY_LOG_PRUNE = { name: 'auth-security-log-prune', cron: '41 3 * * *' } as const;

/** The daily removal of events past the retention period. */
export function defineSecurityLogJobs(platform: Platform): void {
  platform.jobs.define({
    name: SECURITY_LOG_PRUNE.name,
    handler: async () => {
      await pruneSecurityLog(platform.db, new Date());
    },
    retryLimit: 1,
  });
  platform.jobs.schedule(SECURITY_LOG_PRUNE.name, SECURITY_LOG_PRUNE.cron);
}

export const pruneSecurityLog = (db: Db, now: Date): Promise<number> =>
  repo.deleteSecurityEventsBefore(db, new Date(now.getTime() - SECURITY_LOG_RETENTION_DAYS * DAY_MS));
