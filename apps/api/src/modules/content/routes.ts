import {
  documentationPageSchema,
  documentationPreviewRequestSchema,
  documentationPreviewSchema,
  documentationRestoreSchema,
  documentationSlugParamsSchema,
  documentationSummarySchema,
  documentationUpdateSchema,
  documentationVersionParamsSchema,
  documentationVersionSchema,
  businessEssentialSchema,
  DocumentationMessage,
  envelopeSchema,
  errorEnvelopeSchema,
  Role,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { listBusinessEssentials } from './essentials';
import * as service from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * /api/v1/documentation (readers) and /api/v1/admin/documentation (seed 000 §6: admin, superuser):
 * documentation pages kept as Markdown with their whole history, rendered to sanitized HTML by the server.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const admin = { access: { roles: [Role.ADMIN] } } as const;
  const tags = ['documentation'];

  app.get(
    '/documentation',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The documentation pages with their title and last change', response: { 200: envelopeSchema(z.array(documentationSummarySchema)) } },
    },
    async () => ok(await service.listPages(db())),
  );

  app.get(
    '/documentation/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A documentation page's current version: Markdown and its sanitized HTML (the built-in text until an admin saves one)",
        params: documentationSlugParamsSchema,
        response: { 200: envelopeSchema(documentationPageSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await service.getPage(db(), request.params.slug)),
  );

  app.get(
    '/admin/documentation/:slug/versions',
    {
      config: admin,
      schema: { tags, summary: "A page's saved versions, newest first, with author and time", params: documentationSlugParamsSchema, response: { 200: envelopeSchema(z.array(documentationVersionSchema)), ...errors } },
    },
    async (request) => ok(await service.listVersions(db(), request.params.slug)),
  );

  app.get(
    '/admin/documentation/:slug/versions/:version',
    {
      config: admin,
      schema: { tags, summary: 'One saved version of a page, as it read then', params: documentationVersionParamsSchema, response: { 200: envelopeSchema(documentationPageSchema), ...errors } },
    },
    async (request) => ok(await service.getVersion(db(), request.params.slug, request.params.version)),
  );

  app.put(
    '/admin/documentation/:slug',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Save a new version of a page (409 when it changed since baseVersion)',
        params: documentationSlugParamsSchema,
        body: documentationUpdateSchema,
        response: { 200: envelopeSchema(documentationPageSchema), 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => ok(await service.savePage(db(), currentUserId(request), request.params.slug, request.body), DocumentationMessage.saved),
  );

  app.post(
    '/admin/documentation/:slug/versions/:version/restore',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Make an old version current again (appended as a new version; 409 when the page changed since baseVersion)',
        params: documentationVersionParamsSchema,
        body: documentationRestoreSchema,
        response: { 200: envelopeSchema(documentationPageSchema), 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.restoreVersion(db(), currentUserId(request), request.params.slug, request.params.version, request.body.baseVersion), DocumentationMessage.restored),
  );

  app.post(
    '/admin/documentation/preview',
    {
      config: admin,
      schema: { tags, summary: 'Render Markdown exactly as a saved page would be (sanitized HTML); stores nothing', body: documentationPreviewRequestSchema, response: { 200: envelopeSchema(documentationPreviewSchema), ...errors } },
    },
    async (request) => ok(service.previewMarkdown(request.body.markdown)),
  );

  app.get(
    '/business-essentials',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['business essentials'],
        summary: 'The services a new iGaming business needs, each with its marketplace business types and up to 4 verified providers',
        response: { 200: envelopeSchema(z.array(businessEssentialSchema)), 401: errorEnvelopeSchema },
      },
    },
    async () => ok(await listBusinessEssentials(db())),
  );
};
