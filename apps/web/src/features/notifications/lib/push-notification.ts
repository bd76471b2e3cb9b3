import {
  DEFAULT_NOTIFICATION_PRIORITY,
  DEFAULT_NOTIFICATION_TYPE,
  notificationPriorities,
  notificationTypes,
  type NotificationPriority,
  type NotificationType,
} from '@paytable/contracts';

/** Seed 000 §3 "Notification (from a push message)": what a window makes of a push handed to it. */
export interface PushedNotification {
  id: number | null;
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  userId: number | null;
  entityType: string | null;
  entityId: number | null;
  link: string | null;
  metadata: Record<string, unknown>;
  read: false;
  createdAt: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOrNull = (value: unknown) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T => {
  const lower = text(value).toLowerCase();
  return (allowed as readonly string[]).includes(lower) ? (lower as T) : fallback;
};

function parseMetadata(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * Type and priority lowercased (defaults system_announcement and medium), metadata parsed from a JSON
 * string, read false on arrival; only a same-origin path is kept as the link.
 */
export function notificationFromPush(data: unknown, now: () => Date = () => new Date()): PushedNotification {
  const raw = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const link = text(raw.link);
  return {
    id: numberOrNull(raw.id),
    title: text(raw.title) || 'Paytable',
    message: text(raw.message) || text(raw.body),
    type: oneOf(raw.type, notificationTypes, DEFAULT_NOTIFICATION_TYPE),
    priority: oneOf(raw.priority, notificationPriorities, DEFAULT_NOTIFICATION_PRIORITY),
    userId: numberOrNull(raw.userId),
    entityType: text(raw.entityType) || null,
    entityId: numberOrNull(raw.entityId),
    link: link.startsWith('/') && !link.startsWith('//') ? link : null,
    metadata: parseMetadata(raw.metadata),
    read: false,
    createdAt: text(raw.createdAt) || now().toISOString(),
  };
}
