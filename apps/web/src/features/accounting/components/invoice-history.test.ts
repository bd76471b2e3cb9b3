import { describe, expect, it } from 'vitest';
import { exchangeDifferenceText } from './invoice-history';

describe('exchangeDifferenceText', () => {
  it('names a gain, a loss, and nothing realised in the base currency', () => {
    expect(exchangeDifferenceText(2_700, 'EUR')).toBe('Gain €27.00');
    expect(exchangeDifferenceText(-3_000, 'EUR')).toBe('Loss €30.00');
    expect(exchangeDifferenceText(null, 'EUR')).toBe('—');
    expect(exchangeDifferenceText(0, 'EUR')).toBe('—');
  });
});
