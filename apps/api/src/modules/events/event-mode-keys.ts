import { userChannel, type MarkKey, type Notify } from '../realtime/index';
import { deleteShare } from './event-mode-repository';
import type { Executor } from './repository';

/** The realtime keys of event mode, apart so that attendance (service.ts) can stop a share too. */

const TOPIC = 'active_location_tracking';

/** Everyone sharing in an event follows this key: it moves when someone starts, stops or moves. */
export const eventModeKey = (eventId: number): MarkKey => ({ channel: `event:${eventId}`, topic: TOPIC });
/** A person not sharing follows their own key: it moves when they start sharing from another tab. */
export const personKey = (userId: number): MarkKey => ({ channel: userChannel(userId), topic: TOPIC });

/** Deletes a person's share in this event (or any), telling those who saw them. */
export async function removeShare(tx: Executor, notify: Notify, userId: number, eventId?: number): Promise<void> {
  const stopped = await deleteShare(tx, userId, eventId);
  if (stopped !== undefined) notify([eventModeKey(stopped), personKey(userId)]);
}
