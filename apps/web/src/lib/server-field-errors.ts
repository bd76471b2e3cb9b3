import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from './api-client';

/**
 * The field errors a refused request carries, by field name, the first message per field. The server
 * names a field by its place in the request when its schema refuses it ("body.email") and by its name
 * when a rule does ("email"): both become "email".
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of toApiError(error).details ?? []) {
    const name = detail.path.replace(/^(body|querystring|params)\.?/, '');
    if (name && !(name in errors)) errors[name] = detail.message;
  }
  return errors;
}

/**
 * Puts a refused request's field errors on the form's own fields (`rename` maps a server field to the
 * form's when they differ); returns how many it placed, so the caller can toast what none explains.
 */
export function placeServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Record<string, string> = {},
): number {
  let placed = 0;
  for (const [serverName, message] of Object.entries(serverFieldErrors(error))) {
    const name = rename[serverName] ?? serverName;
    if (!fields.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message });
    placed += 1;
  }
  return placed;
}
