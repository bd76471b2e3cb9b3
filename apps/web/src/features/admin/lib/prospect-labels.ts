import type { ProspectStatus } from '@paytable/contracts';

export const prospectStatusLabels: Record<ProspectStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  INTERESTED: 'Interested',
  ONBOARDED: 'Onboarded',
  LOST: 'Lost',
};
