import { passwordSchema } from '@paytable/contracts';
import { describe, expect, it } from 'vitest';
import { passwordRules } from './password-policy';

describe('password checklist', () => {
  it.each(['', 'abc', 'abcdefgh', '12345678', 'abc12', 'abcdefg1', 'pässwörd9', '１２３４５６７８x'])(
    'agrees with the contract schema for %j',
    (password) => {
      const checklistOk = passwordRules.every((rule) => rule.test(password));
      expect(checklistOk).toBe(passwordSchema.safeParse(password).success);
    },
  );
});
