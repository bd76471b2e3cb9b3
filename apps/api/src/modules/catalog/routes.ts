import {
  businessTypeBulkReportSchema,
  businessTypeInputSchema,
  businessTypeSchema,
  CATALOG_LIMITS,
  catalogListQuerySchema,
  CatalogMessage,
  envelopeSchema,
  errorEnvelopeSchema,
  licenseJurisdictionInputSchema,
  licenseJurisdictionSchema,
  Role,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCatalogueEntryRoutes } from '../../platform/admin-catalogue-routes';
import { ok } from '../../platform/envelope';
import { readSingleFile } from '../../platform/uploads';
import * as service from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
};
const adminOnly = { access: { roles: [Role.ADMIN] } } as const;

/** /api/v1/business-types and /api/v1/license-jurisdictions (seed 001 §7): read by anyone, edited by admins. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const businessTags = ['business types'];
  const jurisdictionTags = ['license jurisdictions'];

  app.get(
    '/business-types',
    {
      config: { access: 'public' },
      schema: {
        tags: businessTags,
        summary: 'Business types by name (active ones unless activeOnly=false)',
        querystring: catalogListQuerySchema,
        response: { 200: envelopeSchema(z.array(businessTypeSchema)), ...errors },
      },
    },
    async (request) => ok(await service.listBusinessTypes(db(), request.query.activeOnly)),
  );

  registerCatalogueEntryRoutes(app, {
    path: '/business-types',
    tags: businessTags,
    noun: 'business type',
    usedBy: 'company',
    entrySchema: businessTypeSchema,
    inputSchema: businessTypeInputSchema,
    catalogue: service.businessTypeCatalogue,
    messages: { created: CatalogMessage.businessTypeCreated, updated: CatalogMessage.businessTypeUpdated, deleted: CatalogMessage.businessTypeDeleted },
  });

  app.post(
    '/business-types/bulk/upload',
    {
      config: adminOnly,
      schema: {
        tags: businessTags,
        summary: 'Create business types from a CSV (multipart field "file"; columns name, description, isActive) with a per-row error report',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(businessTypeBulkReportSchema), ...errors },
      },
    },
    async (request) => {
      const file = await readSingleFile(request, 'file', { maxBytes: CATALOG_LIMITS.bulkBytesMax });
      return ok(await service.bulkUploadBusinessTypes(db(), file.buffer), CatalogMessage.bulkUploaded);
    },
  );

  app.get(
    '/license-jurisdictions',
    {
      config: { access: 'public' },
      schema: {
        tags: jurisdictionTags,
        summary: 'License jurisdictions by name (active ones unless activeOnly=false)',
        querystring: catalogListQuerySchema,
        response: { 200: envelopeSchema(z.array(licenseJurisdictionSchema)), ...errors },
      },
    },
    async (request) => ok(await service.listJurisdictions(db(), request.query.activeOnly)),
  );

  registerCatalogueEntryRoutes(app, {
    path: '/license-jurisdictions',
    tags: jurisdictionTags,
    noun: 'license jurisdiction',
    usedBy: 'company',
    entrySchema: licenseJurisdictionSchema,
    inputSchema: licenseJurisdictionInputSchema,
    catalogue: service.jurisdictionCatalogue,
    messages: { created: CatalogMessage.jurisdictionCreated, updated: CatalogMessage.jurisdictionUpdated, deleted: CatalogMessage.jurisdictionDeleted },
  });
};
