import {
  broadcastSchema,
  createBroadcastRequestSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  markNotificationRequestSchema,
  NotificationMessage,
  notificationEmailListQuerySchema,
  notificationEmailSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPaths,
  notificationPreferencesSchema,
  notificationSchema,
  notificationTypeInfo,
  pageSchema,
  pushPublicKeySchema,
  pushSubscribeRequestSchema,
  pushSubscriptionSchema,
  pushUnsubscribeRequestSchema,
  readAllResultSchema,
  Role,
  sendEmailRequestSchema,
  testPushResultSchema,
  unreadCountSchema,
  UNSUBSCRIBE_BUTTON,
  unsubscribeQuerySchema,
  unsubscribeQuestion,
  updateNotificationPreferencesSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import * as service from './service';
import { MAIL_LINK_PAGE_POLICY, mailLinkPage } from './mail-link-page';
import { WRITE_LIMITS } from '../../platform/rate-limit';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const tags = ['notifications'];
const authenticated = { access: 'authenticated' } as const;
const admin = { access: { roles: [Role.ADMIN] } } as const;
const ownNotification = { access: { owner: 'id', ownerIs: 'the user the notification was sent to' } } as const;

/** A person's browser (the page's button) is answered with a page; a mail client's one-click POST with JSON. */
const wantsPage = (accept: string | undefined) => /\btext\/html\b/.test(accept ?? '');

/** /api/v1/notifications: transport only; rules live in service.ts. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;

  app.get(
    notificationPaths.list,
    {
      config: authenticated,
      schema: { tags, summary: 'My notifications, newest first (page size 10; unread, type filters)', querystring: notificationListQuerySchema, response: { 200: envelopeSchema(pageSchema(notificationSchema)), ...errors } },
    },
    async (request) => ok(await service.list(platform, currentUserId(request), request.query)),
  );

  app.post(
    notificationPaths.create,
    {
      config: admin,
      schema: {
        tags,
        
        summary: 'Admin broadcast to everyone, a role, a company type or a company; answers 202 once the fan-out is queued',
        body: createBroadcastRequestSchema,
        response: { 202: envelopeSchema(broadcastSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(ok(await service.createBroadcast(platform, currentUserId(request), request.body), NotificationMessage.broadcastQueued)),
  );

  app.get(
    notificationPaths.unreadCount,
    { config: authenticated, schema: { tags, summary: 'How many of my notifications are unread', response: { 200: envelopeSchema(unreadCountSchema), ...errors } } },
    async (request) => ok(await service.unreadCount(platform, currentUserId(request))),
  );

  app.put(
    notificationPaths.readAll,
    { config: authenticated, schema: { tags, summary: 'Mark all my notifications read', response: { 200: envelopeSchema(readAllResultSchema), ...errors } } },
    async (request) => ok(await service.readAll(platform, currentUserId(request)), NotificationMessage.allRead),
  );

  app.get(
    notificationPaths.emails,
    {
      config: authenticated,
      schema: { tags, summary: 'Mails sent to me, newest first', querystring: notificationEmailListQuerySchema, response: { 200: envelopeSchema(pageSchema(notificationEmailSchema)), ...errors } },
    },
    async (request) => ok(await service.emails(platform, currentUserId(request), request.query)),
  );

  app.post(
    notificationPaths.emailsSend,
    {
      config: admin,
      schema: { tags, summary: 'Admin: an e-mail to an audience (one queued mail per recipient)', body: sendEmailRequestSchema, response: { 202: envelopeSchema(z.object({ recipients: z.number().int() })), ...errors } },
    },
    async (request, reply) => reply.status(202).send(ok(await service.sendEmail(platform, request.body), NotificationMessage.emailQueued)),
  );

  app.get(
    notificationPaths.preferences,
    { config: authenticated, schema: { tags, summary: 'My notification preferences', response: { 200: envelopeSchema(notificationPreferencesSchema), ...errors } } },
    async (request) => ok(await service.getPreferences(platform, currentUserId(request))),
  );

  app.put(
    notificationPaths.preferences,
    {
      config: authenticated,
      schema: { tags, summary: 'Change my preferences (type × channel switches, master switches, quiet hours)', body: updateNotificationPreferencesSchema, response: { 200: envelopeSchema(notificationPreferencesSchema), ...errors } },
    },
    async (request) => ok(await service.updatePreferences(platform, currentUserId(request), request.body), NotificationMessage.preferencesSaved),
  );

  app.get(
    notificationPaths.pushPublicKey,
    { config: { access: 'public' }, schema: { tags, summary: 'The VAPID application server key browsers subscribe with', response: { 200: envelopeSchema(pushPublicKeySchema), 503: errorEnvelopeSchema } } },
    async () => ok(service.publicKey(platform)),
  );

  app.post(
    notificationPaths.pushSubscribe,
    {
      config: authenticated,
      schema: { tags, summary: "Store this browser's push subscription (or an 'fcm:' token)", body: pushSubscribeRequestSchema, response: { 201: envelopeSchema(pushSubscriptionSchema), ...errors } },
    },
    async (request, reply) => reply.status(201).send(ok(await service.subscribe(platform, currentUserId(request), request.body), NotificationMessage.subscribed)),
  );

  app.delete(
    notificationPaths.pushUnsubscribe,
    { config: authenticated, schema: { tags, summary: "Forget this browser's push subscription", body: pushUnsubscribeRequestSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request) => {
      await service.unsubscribePush(platform, currentUserId(request), request.body.endpoint);
      return ok(null, NotificationMessage.unsubscribed);
    },
  );

  app.post(
    notificationPaths.testEmail,
    { config: { ...authenticated, rateLimit: WRITE_LIMITS.testMessage }, schema: { tags, summary: 'Queue a test e-mail to me', response: { 202: envelopeSchema(z.null()), ...errors } } },
    async (request, reply) => {
      await service.testEmail(platform, currentUserId(request));
      return reply.status(202).send(ok(null, NotificationMessage.testEmailQueued));
    },
  );

  app.post(
    notificationPaths.testWeb,
    { config: { ...authenticated, rateLimit: WRITE_LIMITS.testMessage }, schema: { tags, summary: 'Queue a test push to my subscribed browsers', response: { 202: envelopeSchema(testPushResultSchema), 503: errorEnvelopeSchema, ...errors } } },
    async (request, reply) => reply.status(202).send(ok(await service.testPush(platform, currentUserId(request)), NotificationMessage.testPushQueued)),
  );

  // RFC 8058 one-click sends `List-Unsubscribe=One-Click` form-encoded; the page's button sends an empty form.
  // Parsed here only, so no other route of the API accepts form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    notificationPaths.unsubscribe,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The link in a notification mail: a page whose button turns that type's e-mails off (opening it changes nothing)",
        description: 'Answers HTML. Opening the link only shows the question, so a mail scanner that follows links turns nothing off.',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('content-security-policy', MAIL_LINK_PAGE_POLICY);
      try {
        const { type } = service.unsubscribeTarget(platform, request.query.token);
        const action = `${request.url.split('?')[0]}?token=${encodeURIComponent(request.query.token)}`;
        return mailLinkPage('Stop these e-mails?', unsubscribeQuestion(notificationTypeInfo[type].label), { action, label: UNSUBSCRIBE_BUTTON });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply.status(400).send(mailLinkPage('Link not valid', NotificationMessage.badUnsubscribeLink));
      }
    },
  );

  app.post(
    notificationPaths.unsubscribe,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Turn that type's e-mails off: the page's button, or one-click unsubscribe (RFC 8058)",
        description:
          'A browser (Accept: text/html) is answered with a page; anything else with the JSON envelope: 200 `{ type }` (the type whose e-mails are now off), 400 when the link was not signed here.',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      if (!wantsPage(request.headers.accept)) return ok(await service.unsubscribe(platform, request.query.token), NotificationMessage.unsubscribed_email);
      reply.type('text/html; charset=utf-8').header('content-security-policy', MAIL_LINK_PAGE_POLICY);
      try {
        await service.unsubscribe(platform, request.query.token);
        return mailLinkPage('Unsubscribed', NotificationMessage.unsubscribed_email);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply.status(400).send(mailLinkPage('Link not valid', NotificationMessage.badUnsubscribeLink));
      }
    },
  );

  app.get(
    '/notifications/:id',
    { config: ownNotification, schema: { tags, summary: 'One of my notifications (anyone else’s answers 404)', params: notificationIdParamsSchema, response: { 200: envelopeSchema(notificationSchema), ...errors } } },
    async (request) => ok(await service.get(platform, currentUserId(request), request.params.id)),
  );

  app.patch(
    '/notifications/:id',
    {
      config: ownNotification,
      schema: { tags, summary: 'Mark one of my notifications read or unread', params: notificationIdParamsSchema, body: markNotificationRequestSchema, response: { 200: envelopeSchema(notificationSchema), ...errors } },
    },
    async (request) =>
      ok(await service.markRead(platform, currentUserId(request), request.params.id, request.body.read), request.body.read ? NotificationMessage.markedRead : NotificationMessage.markedUnread),
  );

  app.delete(
    '/notifications/:id',
    { config: ownNotification, schema: { tags, summary: 'Delete one of my notifications', params: notificationIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request) => {
      await service.remove(platform, currentUserId(request), request.params.id);
      return ok(null, NotificationMessage.deleted);
    },
  );
};
