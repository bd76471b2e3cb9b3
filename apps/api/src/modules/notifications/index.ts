import type { FastifyPluginAsync } from 'fastify';
import { notificationAdminRoutes } from './admin-routes';
import { defineNotificationJobs } from './jobs';
import { notificationRoutes } from './routes';

/**
 * The notifications module: /api/v1/notifications, the admin views, the notification_unread_count poll
 * topic, the delivery jobs (fan-out, e-mail with digests, web push) and `notify`, the one call every other
 * module makes to tell people something.
 */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  defineNotificationJobs(app.platform);
  await app.register(notificationRoutes);
  await app.register(notificationAdminRoutes);
};

export { notify, type NotifyContext, type NotifyInput, type NotifyResult } from './notify';
export { notificationPollTopics } from './topics';
export { notificationsDemoSeeder } from './demo';
