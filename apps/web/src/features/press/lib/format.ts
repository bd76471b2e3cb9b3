import { pressCategoryLabels, pressStatusLabels, type PressCategory, type PressStatus } from '@paytable/contracts';

export const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—');
export const formatDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';
export const categoryLabel = (category: PressCategory) => pressCategoryLabels[category];
export const statusLabel = (status: PressStatus) => pressStatusLabels[status];

/** A datetime-local input's value (local time, minutes) for an ISO instant, and back. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
