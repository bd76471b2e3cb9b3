import { pressCategoryLabels, pressStatusLabels, type PressCategory, type PressStatus } from '@paytable/contracts';

export const formatDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';
export const categoryLabel = (category: PressCategory) => pressCategoryLabels[category];
export const statusLabel = (status: PressStatus) => pressStatusLabels[status];
