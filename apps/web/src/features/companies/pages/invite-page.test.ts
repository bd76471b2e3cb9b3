import { describe, expect, it } from 'vitest';
import { splitAddresses } from './invite-page';

describe('splitAddresses', () => {
  it('splits on commas, semicolons, spaces and new lines, lower-cases and removes duplicates', () => {
    expect(splitAddresses('Anna@Example.com, ben@example.com;\ncara@example.com  anna@example.com')).toEqual([
      'anna@example.com',
      'ben@example.com',
      'cara@example.com',
    ]);
    expect(splitAddresses('  \n ')).toEqual([]);
  });
});
