import { describe, expect, it } from 'vitest';
import { idListSchema, idParamSchema, idSchema, MAX_ID } from './ids';

describe('ids', () => {
  it('accept whole numbers from 1 to the largest integer column value', () => {
    expect(idSchema().parse(1)).toBe(1);
    expect(idSchema().parse(MAX_ID)).toBe(2_147_483_647);
    expect(idParamSchema().parse('42')).toBe(42);
  });

  it('refuse zero, negatives, fractions, text and anything past 2³¹ − 1 with the label in the message', () => {
    const message = (value: unknown) => idSchema('recipientId').safeParse(value).error?.issues[0]?.message;
    expect(message(MAX_ID + 1)).toBe('recipientId is out of range');
    expect(message(2 ** 53)).toBe('recipientId is out of range');
    expect(message(0)).toBe('recipientId must be positive');
    expect(message(-3)).toBe('recipientId must be positive');
    expect(message(1.5)).toBe('recipientId must be a whole number');
    expect(message('7')).toBe('recipientId must be a number');
    expect(idParamSchema('id').safeParse('2147483648').error?.issues[0]?.message).toBe('id is out of range');
    expect(idParamSchema('id').safeParse('abc').success).toBe(false);
  });

  it('let a route keep one message for every invalid value, out of range aside', () => {
    const schema = idParamSchema('User id', { invalid: 'User id must be a positive integer' });
    expect(schema.safeParse('-1').error?.issues[0]?.message).toBe('User id must be a positive integer');
    expect(schema.safeParse('9999999999').error?.issues[0]?.message).toBe('User id is out of range');
  });

  it('hold every id of a list to the same range and drop duplicates', () => {
    const schema = idListSchema('Jurisdictions', 3);
    expect(schema.parse([2, 2, 5])).toEqual([2, 5]);
    expect(schema.safeParse([1, MAX_ID + 1]).error?.issues[0]?.message).toBe('Jurisdictions must be a list of ids');
    expect(schema.safeParse([1, 2, 3, 4]).error?.issues[0]?.message).toBe('Choose at most 3 jurisdictions');
  });
});
