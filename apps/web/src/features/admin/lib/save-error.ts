import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from '@/lib/api-client';
import { notifyFailure } from '@/lib/notify-failure';
import { placeServerFieldErrors } from '@/lib/server-field-errors';

/**
 * A refused save: a name clash (409) lands on the name field, field details of a 400 on their fields,
 * anything else is a toast with the seed's fallback title.
 */
export function reportSaveError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[], fallback: string) {
  const apiError = toApiError(error);
  if (apiError.status === 409 && fields.includes('name' as Path<T>)) {
    setError('name' as Path<T>, { message: apiError.message });
    return;
  }
  if (placeServerFieldErrors(error, setError, fields) === 0) notifyFailure(error, fallback);
}
