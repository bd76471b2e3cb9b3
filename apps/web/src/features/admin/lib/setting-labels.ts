import type { AuditKey, SettingKey } from '@paytable/contracts';
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

/** The audit log's subjects: the settings, and what company verification vouched for. */
export const auditLabels: Record<AuditKey, string> = {
  ...settingLabels,
  companyName: 'Company legal name',
  companyWebsite: 'Company website',
  companyVerified: 'Company verification',
};

export function formatSettingValue(setting: AuditKey, value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (setting === 'companyVerified') return value ? 'Verified' : 'Not verified';
  if (setting === 'registrationMode') return value === 'INVITATION_ONLY' ? 'Invitation only' : 'Open';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (setting === 'uploadMaxBytes' && typeof value === 'number') return formatBytes(value);
  if (value === '') return '(empty)';
  return String(value);
}
