import {
  configurableNotificationTypes,
  isCriticalType,
  notificationTypeInfo,
  type ChannelSwitches,
  type NotificationPreferences,
  type NotificationType,
  type UpdateNotificationPreferences,
} from '@paytable/contracts';
import type { PreferencesRow } from './repository';

type Overrides = Record<string, Partial<ChannelSwitches>>;

/** A user's stored settings, or the defaults when they never saved any. */
export function preferencesOf(userId: number, row: PreferencesRow | undefined): Omit<PreferencesRow, 'updatedAt'> {
  return {
    userId,
    channels: (row?.channels as Overrides | undefined) ?? {},
    emailEnabled: row?.emailEnabled ?? true,
    pushEnabled: row?.pushEnabled ?? true,
    quietEnabled: row?.quietEnabled ?? false,
    quietStart: row?.quietStart ?? '22:00',
    quietEnd: row?.quietEnd ?? '07:00',
    timeZone: row?.timeZone ?? 'UTC',
  };
}

/**
 * The channels a notice of this type reaches for this user: the type's switch (or its default), under the
 * e-mail and push master switches. Critical notices reach every channel. (insertNotifications decides the
 * same in SQL for many recipients at once; the e-mail job re-checks with this in case the user changed
 * their mind while the mail waited.)
 */
export function channelsFor(preferences: Omit<PreferencesRow, 'updatedAt'>, type: NotificationType, critical: boolean): ChannelSwitches {
  if (critical || isCriticalType(type)) return { in_app: true, email: true, push: true };
  const defaults = notificationTypeInfo[type].defaults;
  const override = (preferences.channels as Overrides)[type] ?? {};
  return {
    in_app: override.in_app ?? defaults.in_app,
    email: preferences.emailEnabled && (override.email ?? defaults.email),
    push: preferences.pushEnabled && (override.push ?? defaults.push),
  };
}

export function toPreferences(preferences: Omit<PreferencesRow, 'updatedAt'>, subscriptions: number): NotificationPreferences {
  const overrides = preferences.channels as Overrides;
  return {
    types: configurableNotificationTypes.map((type) => {
      const defaults = notificationTypeInfo[type].defaults;
      const override = overrides[type] ?? {};
      return { type, channels: { in_app: override.in_app ?? defaults.in_app, email: override.email ?? defaults.email, push: override.push ?? defaults.push } };
    }),
    emailNotifications: { enabled: preferences.emailEnabled },
    pushNotifications: { enabled: preferences.pushEnabled, subscriptions },
    quietHours: { enabled: preferences.quietEnabled, start: preferences.quietStart, end: preferences.quietEnd, timeZone: preferences.timeZone },
  };
}

/** Applies a PUT: listed switches replace the stored ones; a switch equal to the type's default is not stored. */
export function applyUpdate(preferences: Omit<PreferencesRow, 'updatedAt'>, update: UpdateNotificationPreferences): Omit<PreferencesRow, 'updatedAt'> {
  const channels: Overrides = { ...(preferences.channels as Overrides) };
  for (const entry of update.types ?? []) {
    const defaults = notificationTypeInfo[entry.type].defaults;
    const next: Partial<ChannelSwitches> = { ...channels[entry.type] };
    for (const channel of ['in_app', 'email', 'push'] as const) {
      const value = entry.channels[channel];
      if (value === undefined) continue;
      if (value === defaults[channel]) delete next[channel];
      else next[channel] = value;
    }
    if (Object.keys(next).length === 0) delete channels[entry.type];
    else channels[entry.type] = next;
  }
  return {
    ...preferences,
    channels,
    emailEnabled: update.emailNotifications?.enabled ?? preferences.emailEnabled,
    pushEnabled: update.pushNotifications?.enabled ?? preferences.pushEnabled,
    ...(update.quietHours
      ? { quietEnabled: update.quietHours.enabled, quietStart: update.quietHours.start, quietEnd: update.quietHours.end, timeZone: update.quietHours.timeZone }
      : {}),
  };
}
