import { describe, expect, it } from 'vitest';
import { connectionToasts, isDuplicateConnectionMessage, sendConnectionRequestSchema } from './index';

describe('connection requests (seed 000 §5, §8)', () => {
  it('treats a 400 about a duplicate as silent, and nothing else', () => {
    expect(isDuplicateConnectionMessage('Connection request already sent')).toBe(true);
    expect(isDuplicateConnectionMessage('Request EXISTS for this pair')).toBe(true);
    expect(isDuplicateConnectionMessage('You cannot connect with yourself')).toBe(false);
  });
  it('requires receiverId as an integer', () => {
    expect(sendConnectionRequestSchema.safeParse({ receiverId: 7 }).success).toBe(true);
    expect(sendConnectionRequestSchema.safeParse({ receiverId: '7' }).success).toBe(false);
    expect(sendConnectionRequestSchema.safeParse({ receiverId: 7.5 }).success).toBe(false);
  });
  it('words the toasts as the seed does', () => {
    expect(connectionToasts.sent('Liam').title).toBe('Connection request sent to Liam');
    expect(connectionToasts.failed).toEqual({ title: 'Failed to send connection request', description: 'Please try again or contact support if the issue persists.' });
  });
});
