import {
  POLL_AFTER_ERROR_MS,
  POLL_AFTER_SUCCESS_MS,
  POLL_CLIENT_TIMEOUT_MS,
  POLL_PATH,
  POLL_RESUME_AFTER_VISIBLE_MS,
  POLL_SERVER_TIMEOUT_S,
  type PollResponse,
  type PollSubscriptionType,
  type PollUpdate,
} from '@paytable/contracts';
import { apiClient, unwrap } from '../api-client';

export type UpdateHandler = (update: PollUpdate) => void;
type Params = Record<string, unknown>;

/** Parameters read afresh before each poll (active_location_tracking: the device position). */
export type FreshParams = () => Promise<Params>;

interface Entry {
  type: PollSubscriptionType;
  params: Params;
  handlers: Set<UpdateHandler>;
  lastUpdate: string | null;
  fresh?: FreshParams;
}

export interface PollerOptions {
  send?: (body: unknown, signal: AbortSignal) => Promise<PollResponse>;
  /** Waits between polls; tests shorten them. */
  timing?: { afterSuccessMs: number; afterErrorMs: number; resumeAfterVisibleMs: number; resubscribeMs: number };
  log?: (message: string, error: unknown) => void;
}

const defaultSend = async (body: unknown, signal: AbortSignal): Promise<PollResponse> =>
  unwrap(await apiClient.post(POLL_PATH, body, { signal, timeout: POLL_CLIENT_TIMEOUT_MS }));

const keyOf = (type: string, params: Params) => `${type}:${JSON.stringify(params, Object.keys(params).sort())}`;

/**
 * The long-poll loop of seed 000 §4 and §9. It polls while it is enabled (signed in), the tab is visible
 * and at least one subscription exists; the next poll starts 15 s after a success and 30 s after an
 * error; hiding the tab stops it (the held request is aborted) and showing it again resumes 1 s later;
 * disabling it (logout) stops it and forgets every lastUpdate. Features subscribe to the types they
 * show; a change of subscriptions re-polls shortly so a newly opened chat is followed at once.
 */
export class Poller {
  private entries = new Map<string, Entry>();
  private enabled = false;
  private visible = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: AbortController | undefined;
  private readonly send: NonNullable<PollerOptions['send']>;
  private readonly timing: NonNullable<PollerOptions['timing']>;
  private readonly log: NonNullable<PollerOptions['log']>;

  constructor(options: PollerOptions = {}) {
    this.send = options.send ?? defaultSend;
    this.timing = options.timing ?? {
      afterSuccessMs: POLL_AFTER_SUCCESS_MS,
      afterErrorMs: POLL_AFTER_ERROR_MS,
      resumeAfterVisibleMs: POLL_RESUME_AFTER_VISIBLE_MS,
      resubscribeMs: 250,
    };
    // Seed §8: polling errors are logged and retried after 30 s.
    this.log = options.log ?? ((message, error) => console.warn(message, error));
  }

  /**
   * `fresh`: parameters added to this subscription's on each poll (not part of its identity). When they
   * cannot be read, a warning is logged and the poll goes without them (seed 000 §5).
   */
  subscribe(type: PollSubscriptionType, params: Params, handler: UpdateHandler, fresh?: FreshParams): () => void {
    const key = keyOf(type, params);
    let entry = this.entries.get(key);
    const isNew = entry === undefined;
    if (!entry) {
      entry = { type, params, handlers: new Set(), lastUpdate: null, fresh };
      this.entries.set(key, entry);
    }
    entry.handlers.add(handler);
    if (isNew) this.restartSoon();
    return () => {
      const current = this.entries.get(key);
      if (!current) return;
      current.handlers.delete(handler);
      if (current.handlers.size === 0) this.entries.delete(key);
    };
  }

  setEnabled(enabled: boolean) {
    if (enabled === this.enabled) return;
    this.enabled = enabled;
    if (enabled) this.schedule(0);
    else {
      this.stop();
      for (const entry of this.entries.values()) entry.lastUpdate = null;
    }
  }

  setVisible(visible: boolean) {
    if (visible === this.visible) return;
    this.visible = visible;
    if (visible) this.schedule(this.timing.resumeAfterVisibleMs);
    else this.stop();
  }

  dispose() {
    this.enabled = false;
    this.stop();
    this.entries.clear();
  }

  private get canPoll() {
    return this.enabled && this.visible && this.entries.size > 0;
  }

  private stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.inFlight?.abort();
    this.inFlight = undefined;
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    if (!this.canPoll) return;
    this.timer = setTimeout(() => void this.pollOnce(), delayMs);
  }

  /** A new subscription: end the held poll (it does not include it) and poll again shortly. */
  private restartSoon() {
    if (!this.canPoll) return;
    this.inFlight?.abort();
    this.inFlight = undefined;
    this.schedule(this.timing.resubscribeMs);
  }

  private async pollOnce() {
    if (!this.canPoll || this.inFlight) return;
    const controller = new AbortController();
    this.inFlight = controller;
    const sent = [...this.entries.values()];
    try {
      const params = await Promise.all(sent.map((entry) => this.paramsOf(entry)));
      if (controller.signal.aborted) return;
      const body = {
        subscriptions: sent.map((entry, index) => ({ type: entry.type, params: params[index], lastUpdate: entry.lastUpdate })),
        timeout: POLL_SERVER_TIMEOUT_S,
      };
      const { updates } = await this.send(body, controller.signal);
      if (controller.signal.aborted) return;
      this.inFlight = undefined;
      this.dispatch(updates);
      this.schedule(this.timing.afterSuccessMs);
    } catch (error) {
      if (controller.signal.aborted) return; // stopped on purpose (hidden tab, logout, new subscription)
      this.inFlight = undefined;
      this.log('Polling failed; retrying in 30 s', error);
      this.schedule(this.timing.afterErrorMs);
    }
  }

  private async paramsOf(entry: Entry): Promise<Params> {
    if (!entry.fresh) return entry.params;
    try {
      return { ...entry.params, ...(await entry.fresh()) };
    } catch (error) {
      this.log('Location unavailable; polling without it', error);
      return entry.params;
    }
  }

  private dispatch(updates: PollUpdate[]) {
    for (const update of updates) {
      for (const entry of this.entries.values()) {
        if (entry.type !== update.type || !matchesParams(entry, update)) continue;
        entry.lastUpdate = update.timestamp;
        for (const handler of entry.handlers) handler(update);
      }
    }
  }
}

/** group_messages updates name their group; everything else matches by type. */
function matchesParams(entry: Entry, update: PollUpdate): boolean {
  if (entry.type !== 'group_messages') return true;
  const data = update.data as { groupId?: unknown } | null;
  return data !== null && typeof data === 'object' && Number(data.groupId) === Number(entry.params.groupId);
}

/** The app's one poller. */
export const poller = new Poller();
