import {
  businessTypeBulkReportSchema,
  businessTypeInputSchema,
  businessTypeSchema,
  CATALOG_LIMITS,
  catalogListQuerySchema,
  CatalogMessage,
  companyIdParamsSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  licenseJurisdictionInputSchema,
  licenseJurisdictionSchema,
  Role,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
const bearer = [{ bearerAuth: [] }];
const idParams = companyIdParamsSchema;

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

  app.get(
    '/business-types/:id',
    {
      config: { access: 'public' },
      schema: { tags: businessTags, summary: 'One business type', params: idParams, response: { 200: envelopeSchema(businessTypeSchema), ...errors } },
    },
    async (request) => ok(await service.getBusinessType(db(), request.params.id)),
  );

  app.post(
    '/business-types',
    {
      config: adminOnly,
      schema: {
        tags: businessTags,
        summary: 'Create a business type (admin)',
        security: bearer,
        body: businessTypeInputSchema,
        response: { 201: envelopeSchema(businessTypeSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await service.createBusinessType(db(), request.body), CatalogMessage.businessTypeCreated)),
  );

  app.put(
    '/business-types/:id',
    {
      config: adminOnly,
      schema: {
        tags: businessTags,
        summary: 'Replace a business type (admin)',
        security: bearer,
        params: idParams,
        body: businessTypeInputSchema,
        response: { 200: envelopeSchema(businessTypeSchema), ...errors },
      },
    },
    async (request) => ok(await service.updateBusinessType(db(), request.params.id, request.body), CatalogMessage.businessTypeUpdated),
  );

  app.delete(
    '/business-types/:id',
    {
      config: adminOnly,
      schema: {
        tags: businessTags,
        summary: 'Delete a business type no company uses (admin); 409 when in use',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      await service.deleteBusinessType(db(), request.params.id);
      return ok(null, CatalogMessage.businessTypeDeleted);
    },
  );

  app.post(
    '/business-types/bulk/upload',
    {
      config: adminOnly,
      schema: {
        tags: businessTags,
        summary: 'Create business types from a CSV (multipart field "file"; columns name, description, isActive) with a per-row error report',
        security: bearer,
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

  app.get(
    '/license-jurisdictions/:id',
    {
      config: { access: 'public' },
      schema: { tags: jurisdictionTags, summary: 'One license jurisdiction', params: idParams, response: { 200: envelopeSchema(licenseJurisdictionSchema), ...errors } },
    },
    async (request) => ok(await service.getJurisdiction(db(), request.params.id)),
  );

  app.post(
    '/license-jurisdictions',
    {
      config: adminOnly,
      schema: {
        tags: jurisdictionTags,
        summary: 'Create a license jurisdiction (admin)',
        security: bearer,
        body: licenseJurisdictionInputSchema,
        response: { 201: envelopeSchema(licenseJurisdictionSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await service.createJurisdiction(db(), request.body), CatalogMessage.jurisdictionCreated)),
  );

  app.put(
    '/license-jurisdictions/:id',
    {
      config: adminOnly,
      schema: {
        tags: jurisdictionTags,
        summary: 'Replace a license jurisdiction (admin)',
        security: bearer,
        params: idParams,
        body: licenseJurisdictionInputSchema,
        response: { 200: envelopeSchema(licenseJurisdictionSchema), ...errors },
      },
    },
    async (request) => ok(await service.updateJurisdiction(db(), request.params.id, request.body), CatalogMessage.jurisdictionUpdated),
  );

  app.delete(
    '/license-jurisdictions/:id',
    {
      config: adminOnly,
      schema: {
        tags: jurisdictionTags,
        summary: 'Delete a license jurisdiction no company uses (admin); 409 when in use',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      await service.deleteJurisdiction(db(), request.params.id);
      return ok(null, CatalogMessage.jurisdictionDeleted);
    },
  );
};
