import { describe, expect, it } from 'vitest';
import { getInitials, nameInitials } from './initials';

describe('getInitials', () => {
  it('uses first and last name first', () => {
    expect(getInitials({ firstName: 'ada', lastName: 'Lovelace', fullName: 'Someone Else', email: 'x@y.z' })).toBe('AL');
  });
  it('falls back to the full name when first or last name is missing', () => {
    expect(getInitials({ firstName: '', lastName: '  ', fullName: 'grace brewster hopper', email: 'g@navy.mil' })).toBe('GH');
    expect(getInitials({ fullName: 'Cher' })).toBe('C');
  });
  it('falls back to the first letter of the e-mail', () => {
    expect(getInitials({ email: 'margaret@example.com' })).toBe('M');
  });
  it("falls back to 'U' when nothing is known", () => {
    expect(getInitials({})).toBe('U');
    expect(getInitials(null)).toBe('U');
  });
});

describe('nameInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(nameInitials('nova pay limited')).toBe('NP');
    expect(nameInitials('Evolution')).toBe('E');
  });
  it('skips words that start with a symbol and is empty when nothing is left', () => {
    expect(nameInitials('& Co 7 Seas')).toBe('C7');
    expect(nameInitials(' — ')).toBe('');
  });
});
