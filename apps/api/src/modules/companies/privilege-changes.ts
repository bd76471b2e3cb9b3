import type { Tx } from '../../db/client';
import { userChannel, type MarkKey, type Notify } from '../realtime/index';
import * as privilegeRepo from './privilege-repository';

/**
 * Seed 000 §4: "Approval fires a browser event named privilegesUpdated". Every write that changes what a
 * user may use advances the mark of that user's `privileges` poll topic in its own transaction, so each
 * of the user's open browsers hears of it on its next poll and fires privilegesUpdated there.
 */
export const PRIVILEGES_TOPIC = 'privileges';

export const privilegesKey = (userId: number): MarkKey => ({ channel: userChannel(userId), topic: PRIVILEGES_TOPIC });

/** One user's privileges changed (a grant or revocation of their own). */
export function notifyUserPrivileges(notify: Notify, userId: number): void {
  notify(privilegesKey(userId));
}

/** A company's privileges changed (approved, revoked, suspended): every member's may have too. */
export async function notifyCompanyPrivileges(tx: Tx, notify: Notify, companyId: number): Promise<void> {
  notify((await privilegeRepo.companyMemberIds(tx, companyId)).map(privilegesKey));
}
