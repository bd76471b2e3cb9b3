import type { SettingKey } from '@paytable/contracts';
import { formatBytes } from '@/lib/format';

/** How the settings and their values read on screen (the audit log shows stored values through these). */
export const settingLabels: Record<SettingKey, string> = {
  registrationMode: 'Registration',
  maintenanceBannerEnabled: 'Maintenance banner shown',
  maintenanceBannerText: 'Maintenance banner text',
  defaultPageSize: 'Default page size',
  uploadMaxBytes: 'Upload limit',
  mailFrom: 'E-mail sender',
};

export function formatSettingValue(setting: SettingKey, value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (setting === 'registrationMode') return value === 'INVITATION_ONLY' ? 'Invitation only' : 'Open';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (setting === 'uploadMaxBytes' && typeof value === 'number') return formatBytes(value);
  if (value === '') return '(empty)';
  return String(value);
}
