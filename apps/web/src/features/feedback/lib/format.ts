import { notify } from '@/lib/notify';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A week's Monday (YYYY-MM-DD, UTC) as '9 Nov'. */
export const formatWeek = (weekStart: string) => day.format(new Date(`${weekStart}T00:00:00Z`));

export const notifySaved = (description: string) => notify({ variant: 'success', description });
