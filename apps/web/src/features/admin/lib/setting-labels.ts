import type { SettingKey } from '@paytable/contracts';

/** How the settings and their values read on screen (the audit log shows stored values through these). */
export const settingLabels: Record<SettingKey, string> = {
  registrationMode: 'Registration',
  maintenanceBannerEnabled: 'Maintenance banner shown',
  maintenanceBannerText: 'Maintenance banner text',
  defaultPageSize: 'Default page size',
  uploadMaxBytes: 'Upload limit',
  mailFrom: 'E-mail sender',
};

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

export function formatSettingValue(setting: SettingKey, value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (setting === 'registrationMode') return value === 'INVITATION_ONLY' ? 'Invitation only' : 'Open';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (setting === 'uploadMaxBytes' && typeof value === 'number') return formatBytes(value);
  if (value === '') return '(empty)';
  return String(value);
}
