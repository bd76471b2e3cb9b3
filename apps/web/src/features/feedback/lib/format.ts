import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));
/** A week's Monday (YYYY-MM-DD, UTC) as '9 Nov'. */
export const formatWeek = (weekStart: string) => day.format(new Date(`${weekStart}T00:00:00Z`));

/** A failed call as a toast titled Error: the server's message, else `failure`. */
export const notifyFeedbackError = (failure: string) => (error: unknown) => {
  const apiError = toApiError(error);
  const message = apiError.status === 0 || apiError.status >= 500 ? '' : apiError.message;
  notify({ variant: 'destructive', title: 'Error', description: message || failure });
};

export const notifySaved = (description: string) => notify({ variant: 'success', description });
