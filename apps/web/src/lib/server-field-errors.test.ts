import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { placeServerFieldErrors, serverFieldErrors } from './server-field-errors';

const refused = (details: { path: string; message: string }[]) => new ApiError('Validation failed', 400, 'VALIDATION_ERROR', details);

describe('server field errors', () => {
  it('names a field the same whether the schema or a rule refused it, keeping the first message', () => {
    const error = refused([
      { path: 'body.email', message: 'Invalid email' },
      { path: 'email', message: 'Second message' },
      { path: 'ownerId', message: 'Not a staff member' },
      { path: 'body', message: 'Malformed JSON in request body' },
    ]);
    expect(serverFieldErrors(error)).toEqual({ email: 'Invalid email', ownerId: 'Not a staff member' });
  });

  it("places only the form's own fields, renamed where the form edits them differently", () => {
    const setError = vi.fn();
    const error = refused([
      { path: 'body.uploadMaxBytes', message: 'Too large' },
      { path: 'body.unknown', message: 'Not on this form' },
    ]);
    expect(placeServerFieldErrors(error, setError, ['uploadMaxKb'], { uploadMaxBytes: 'uploadMaxKb' })).toBe(1);
    expect(setError).toHaveBeenCalledWith('uploadMaxKb', { type: 'server', message: 'Too large' });
  });
});
