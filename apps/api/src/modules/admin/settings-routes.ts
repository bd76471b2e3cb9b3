import {
  envelopeSchema,
  errorEnvelopeSchema,
  pageSchema,
  platformSettingsViewSchema,
  publicSettingsSchema,
  Role,
  settingChangeSchema,
  settingChangesQuerySchema,
  SettingsMessage,
  updatePlatformSettingsRequestSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as service from './settings-service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** Seed 000 §6: admin/settings is for admin, superuser, finance_admin and support_admin. */
export const SETTINGS_ROLES = [Role.ADMIN, Role.SUPERUSER, Role.FINANCE_ADMIN, Role.SUPPORT_ADMIN] as const;

/**
 * /api/v1/admin/settings (platform settings and their audit log) and /api/v1/settings/public (the banner
 * and registration mode every page reads, no sign-in).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { roles: SETTINGS_ROLES } } as const;
  const tags = ['admin: settings'];

  app.get(
    '/admin/settings',
    {
      config,
      schema: {
        tags,
        summary: 'The platform settings every instance applies, with their version and last change',
        response: { 200: envelopeSchema(platformSettingsViewSchema), ...errors },
      },
    },
    async () => ok(await service.readSettings(app.platform)),
  );

  app.put(
    '/admin/settings',
    {
      config,
      schema: {
        tags,
        summary:
          'Change platform settings (any subset; version from GET, 409 when someone saved meanwhile). Applies on every instance at once; each changed setting is audited.',
        body: updatePlatformSettingsRequestSchema,
        response: { 200: envelopeSchema(platformSettingsViewSchema), ...errors },
      },
    },
    async (request) => ok(await service.updateSettings(app.platform, currentUser(request), request.body), SettingsMessage.saved),
  );

  app.get(
    '/admin/settings/audit',
    {
      config,
      schema: {
        tags,
        summary: 'Audit log of setting changes, newest first (filter: setting, actor name or e-mail)',
        querystring: settingChangesQuerySchema,
        response: { 200: envelopeSchema(pageSchema(settingChangeSchema)), ...errors },
      },
    },
    async (request) => ok(await service.listSettingChanges(app.platform.db, request.query)),
  );

  app.get(
    '/settings/public',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The maintenance banner (null when off) and whether registration is open; no sign-in',
        response: { 200: envelopeSchema(publicSettingsSchema) },
      },
    },
    async () => ok(service.publicSettings(app.platform)),
  );
};
