import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { conflictOnUniqueViolation, isUniqueViolation, rethrowUniqueViolation, uniqueViolationOf } from './unique-violation';

/** What drizzle throws: its own error with the driver's error as the cause. */
const wrapped = (driverError: object) => Object.assign(new Error('Failed query: insert …'), { cause: driverError });
const nodePostgres = wrapped({ code: '23505', constraint: 'users_email_lower_key', message: 'duplicate key value violates unique constraint "users_email_lower_key"' });
const pglite = wrapped({ code: '23505', message: 'duplicate key value violates unique constraint "company_connections_live_pair_key"' });
const otherFailure = wrapped({ code: '23503', message: 'insert or update violates foreign key constraint' });

describe('unique violations', () => {
  it('are found through the cause chain, with the index named by the constraint field or the message', () => {
    expect(uniqueViolationOf(nodePostgres)).toContain('users_email_lower_key');
    expect(isUniqueViolation(pglite, 'company_connections_live_pair_key')).toBe(true);
    expect(isUniqueViolation(pglite, 'users_email_lower_key')).toBe(false);
    expect(isUniqueViolation(otherFailure)).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('become the error chosen for their index; anything else is rethrown as it was', () => {
    const toConflict = rethrowUniqueViolation((where) => (where.includes('users_email_lower_key') ? new AppError(409, 'taken') : undefined));
    expect(() => toConflict(nodePostgres)).toThrow(expect.objectContaining({ statusCode: 409, message: 'taken' }));
    expect(() => toConflict(pglite)).toThrow(pglite);
    expect(() => toConflict(otherFailure)).toThrow(otherFailure);
  });

  it('become one 409 with the given message where a write guards a single index', () => {
    expect(() => conflictOnUniqueViolation('Already filed')(pglite)).toThrow(expect.objectContaining({ statusCode: 409, message: 'Already filed' }));
    expect(() => conflictOnUniqueViolation('Already filed')(otherFailure)).toThrow(otherFailure);
  });
});
