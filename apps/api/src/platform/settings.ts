import { DEFAULT_PAGE_SIZE, MAX_IMAGE_UPLOAD_BYTES, type PlatformSettings } from '@paytable/contracts';
import type { PubSub } from './pubsub';

/** The pub/sub channel on which a saved change tells every instance to reload its settings. */
export const SETTINGS_CHANNEL = 'platform-settings';

/** How long an instance answers from its cache before it compares its version with the database's. */
export const SETTINGS_CACHE_MS = 5_000;

/** Where the settings live: the admin module provides it (it owns the tables). */
export interface SettingsSource {
  /** The version of the stored settings (grows with every change; 0 when nothing was ever saved). */
  version(): Promise<number>;
  /** The stored values (settings never saved are absent) and their version. */
  load(): Promise<{ version: number; values: Partial<PlatformSettings> }>;
}

export interface SettingsLog {
  warn(object: object, message: string): void;
}

/**
 * Platform settings as every part of the server reads them (admin/settings). Several instances share
 * one database: each keeps the values in memory, reloads them when a change is announced on pub/sub
 * (SETTINGS_CHANNEL, from any instance), when the pub/sub connection had a gap, and — in case a message
 * was lost — compares its version with the database's once the cache is older than SETTINGS_CACHE_MS.
 */
export interface SettingsStore {
  /** The cached values, at once (request paths read this); a stale cache starts a version check. */
  current(): PlatformSettings;
  /** The values after a version check against the database: for decisions that must not lag (sign-up). */
  fresh(): Promise<PlatformSettings>;
  /** Plugs in the source and starts listening for changes (the admin module calls it once). */
  provide(source: SettingsSource): Promise<void>;
  /** After a write: reload here and tell every other instance. */
  changed(version: number): Promise<void>;
  close(): Promise<void>;
}

export function defaultSettings(mailFrom: string): PlatformSettings {
  return {
    registrationMode: 'OPEN',
    maintenanceBannerEnabled: false,
    maintenanceBannerText: '',
    defaultPageSize: DEFAULT_PAGE_SIZE,
    uploadMaxBytes: MAX_IMAGE_UPLOAD_BYTES,
    mailFrom,
  };
}

export function createSettingsStore(options: {
  defaults: PlatformSettings;
  pubsub: PubSub;
  log: SettingsLog;
  cacheMs?: number;
  now?: () => number;
}): SettingsStore {
  const cacheMs = options.cacheMs ?? SETTINGS_CACHE_MS;
  const now = options.now ?? (() => Date.now());
  let source: SettingsSource | undefined;
  let values = options.defaults;
  let version = 0;
  let checkedAt = now();
  let checking = false;
  let queue: Promise<void> = Promise.resolve();
  const stops: (() => Promise<void> | void)[] = [];

  const reload = async () => {
    if (!source) return;
    const loaded = await source.load();
    values = { ...options.defaults, ...loaded.values };
    version = loaded.version;
    checkedAt = now();
  };
  const check = async () => {
    if (!source) return;
    const stored = await source.version();
    if (stored !== version) await reload();
    else checkedAt = now();
  };
  // Reads of the database run one after another, so an older answer never overwrites a newer one.
  const serially = (work: () => Promise<void>): Promise<void> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  const background = (work: () => Promise<void>) => {
    serially(work).catch((error: unknown) => options.log.warn({ err: error }, 'platform settings could not be reloaded; the cached values stay'));
  };

  return {
    current() {
      if (source && !checking && now() - checkedAt >= cacheMs) {
        checking = true;
        background(() => check().finally(() => (checking = false)));
      }
      return values;
    },
    async fresh() {
      await serially(check);
      return values;
    },
    async provide(provided) {
      source = provided;
      await reload();
      stops.push(await options.pubsub.subscribe(SETTINGS_CHANNEL, () => background(reload)));
      stops.push(options.pubsub.onGap(() => background(reload)));
    },
    async changed(newVersion) {
      await serially(reload);
      await options.pubsub.publish(SETTINGS_CHANNEL, { version: newVersion });
    },
    async close() {
      for (const stop of stops.splice(0)) await stop();
    },
  };
}
