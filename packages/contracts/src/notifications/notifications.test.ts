import { describe, expect, it } from 'vitest';
import {
  configurableNotificationTypes,
  createBroadcastRequestSchema,
  notificationLink,
  pushMessages,
  pushSubscribeRequestSchema,
  quietHoursSchema,
} from './index';

describe('notification contracts', () => {
  it('accepts a browser subscription with base64 keys and the fcm: token form with empty keys', () => {
    expect(pushSubscribeRequestSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BNcR+/w==', auth: 'tBHI_tk' } }).success).toBe(true);
    expect(pushSubscribeRequestSchema.safeParse({ endpoint: 'fcm:device-token', keys: { p256dh: '', auth: '' } }).success).toBe(true);
    expect(pushSubscribeRequestSchema.safeParse({ endpoint: 'fcm:' }).success).toBe(false);
    expect(pushSubscribeRequestSchema.safeParse({ endpoint: 'https://push.example/x', keys: { p256dh: '', auth: '' } }).success).toBe(false);
    expect(pushSubscribeRequestSchema.safeParse({ endpoint: 'https://push.example/x', keys: { p256dh: 'not base64!', auth: 'a' } }).success).toBe(false);
  });

  it('checks quiet hours times and the IANA time zone', () => {
    expect(quietHoursSchema.safeParse({ enabled: true, start: '22:00', end: '07:00', timeZone: 'Europe/Malta' }).success).toBe(true);
    expect(quietHoursSchema.safeParse({ enabled: true, start: '24:00', end: '07:00', timeZone: 'UTC' }).success).toBe(false);
    expect(quietHoursSchema.safeParse({ enabled: true, start: '22:00', end: '07:00', timeZone: 'Nowhere/City' }).success).toBe(false);
  });

  it('keeps critical types out of the settings matrix', () => {
    expect(configurableNotificationTypes).not.toContain('new_sign_in');
    expect(configurableNotificationTypes).toContain('connection_request');
  });

  it('links each entity to its dashboard screen', () => {
    expect(notificationLink('user', 7)).toBe('/dashboard/profile/7');
    expect(notificationLink('conversation', 3)).toBe('/dashboard/messages?with=3');
    expect(notificationLink('connection_request', 1)).toBe('/dashboard/network?tab=requests');
    expect(notificationLink('job', 4)).toBe('/dashboard/jobs/4');
    expect(notificationLink('job_application', 9)).toBe('/dashboard/jobs/my-applications');
    expect(notificationLink('company_job', 4)).toBe('/dashboard/company-jobs/4');
    expect(notificationLink('bug_report', 5)).toBe('/dashboard/suggestions?tab=bugs');
    expect(notificationLink('admin_bug_report', 5)).toBe('/dashboard/admin/bug-reports?report=5');
    expect(notificationLink('suggestion', 2)).toBe('/dashboard/suggestions');
    expect(notificationLink(null, null)).toBeNull();
  });

  it('needs a channel and an audience for a broadcast', () => {
    expect(createBroadcastRequestSchema.safeParse({ title: 'T', message: 'M', audience: { kind: 'role', role: 'ROLE_OPERATOR' }, channels: ['push'] }).success).toBe(true);
    const none = createBroadcastRequestSchema.safeParse({ title: 'T', message: 'M', audience: { kind: 'everyone' }, channels: [] });
    expect(none.success ? '' : none.error.issues[0]?.message).toBe('Choose at least one channel');
  });

  it('words the throttle message of seed 000 §5', () => {
    expect(pushMessages.throttled(12)).toBe('Please wait 12 seconds before trying again');
  });
});
