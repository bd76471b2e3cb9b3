import { recordListAnswered } from '../../platform/daily-counters';
import { COMPANIES_SERIES, COMPANY_LIST_SERIES } from './figures-repository';
import {
  businessTypeSchema,
  COMPANY_LIMITS,
  companyAssociationDetailSchema,
  companyIdParamsSchema,
  companyListQuerySchema,
  CompanyMessage,
  companySchema,
  companySummarySchema,
  createAssociationRequestSchema,
  createCompanyRequestSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  pageSchema,
  removeLogoQuerySchema,
  Role,
  updateAssociationRequestSchema,
  updateCompanyRequestSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, currentUserId } from '../../platform/auth';
import { sendSharedJson } from '../../platform/compression';
import { ok } from '../../platform/envelope';
import { readSingleFile } from '../../platform/uploads';
import * as service from './service';

export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
/** Edits of a company: its company admins, or a platform admin (service: requireCompanyEditor). */
const companyEditor = { company: 'admin', scope: { param: 'id' }, orRoles: [Role.ADMIN] } as const;

/**
 * /api/v1/companies and /api/v1/user/company-association (seed 000 §7, seed 001 §7). Reading approved
 * companies is public; a signed-in caller may also see its own company before approval.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log = app.log): service.CompaniesDeps => ({ platform: app.platform, log });
  const db = () => app.platform.db;
  const tags = ['companies'];
  const associationTags = ['company association'];

  /** Public routes still recognise a signed-in caller (its own pending company is visible to it). */
  const optionalViewer = async (request: Parameters<typeof currentUser>[0]) => {
    if (!request.headers.authorization) return undefined;
    try {
      await app.accessControl.authorize(request, 'authenticated');
      return request.user;
    } catch {
      return undefined;
    }
  };

  app.get(
    '/companies',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Approved companies: page, size, sortBy (name|createdAt|updatedAt), sortDir, search; name ascending by default',
        querystring: companyListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(companySummarySchema)), ...errorResponses },
      },
    },
    // The answer is remembered already encoded (compressed once per encoding), so a page asked again is sent
    // as it is. A page is encoded with JSON.stringify, not the route's zod serializer: its items are built
    // field by field in the contract's order from the read model (toCompanyListItem), so the text is the
    // same, and the zod pass cost ~0.4 ms of CPU a page — as much as reading its rows (list.test.ts checks
    // the text against the contract).
    async (request, reply) => {
      const { body, total } = await service.listCompanies(db(), request.query, (page) => JSON.stringify(ok(page)), app.platform.config.companyListMemo);
      recordListAnswered(app.platform.counters, COMPANY_LIST_SERIES, request.query, total);
      return sendSharedJson(request, reply, body);
    },
  );

  app.get(
    '/companies/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One company (a company awaiting approval only for its members and admins)',
        params: companyIdParamsSchema,
        response: { 200: envelopeSchema(companySchema), ...errorResponses },
      },
    },
    async (request) => {
      const company = await service.getCompany(db(), await optionalViewer(request), request.params.id);
      // A profile seen by the public counts; one awaiting approval is seen by its own members and admins only.
      if (company.status === 'ACTIVE') app.platform.counters.add(COMPANIES_SERIES.profileViews, company.id);
      return ok(company);
    },
  );

  app.get(
    '/companies/:id/business-types',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The business types of a company',
        params: companyIdParamsSchema,
        response: { 200: envelopeSchema(z.array(businessTypeSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await service.getCompanyBusinessTypes(db(), await optionalViewer(request), request.params.id)),
  );

  app.post(
    '/companies',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Create a company: yours, pending approval, with you as its admin (a platform admin lists one directly, active)',
        body: createCompanyRequestSchema,
        response: { 201: envelopeSchema(companySchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.createCompany(deps(request.log), currentUser(request), request.body), CompanyMessage.companyCreated)),
  );

  app.put(
    '/companies/:id',
    {
      config: { access: companyEditor },
      schema: {
        tags,
        summary: "Edit a company (its admins, or a platform admin); lists replace the company's current ones",
        params: companyIdParamsSchema,
        body: updateCompanyRequestSchema,
        response: { 200: envelopeSchema(companySchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.updateCompany(deps(request.log), currentUser(request), request.params.id, request.body), CompanyMessage.companyUpdated),
  );

  app.delete(
    '/companies/:id',
    {
      config: { access: companyEditor },
      schema: {
        tags,
        summary: 'Delete a company with its memberships, privileges and requests (its admins, or a platform admin)',
        params: companyIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteCompany(deps(request.log), currentUser(request), request.params.id);
      return ok(null, CompanyMessage.companyDeleted);
    },
  );

  app.post(
    '/companies/:id/logo',
    {
      config: { access: companyEditor },
      schema: {
        tags,
        summary: `Upload the company logo (multipart field "file"; checked by content, max ${COMPANY_LIMITS.logoMaxBytes / 1024 / 1024} MB, re-encoded, metadata stripped)`,
        consumes: ['multipart/form-data'],
        params: companyIdParamsSchema,
        response: { 200: envelopeSchema(companySchema), 413: errorEnvelopeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const file = await readSingleFile(request, 'file', { maxBytes: COMPANY_LIMITS.logoMaxBytes });
      return ok(await service.uploadLogo(deps(request.log), user, request.params.id, file.buffer), CompanyMessage.logoUploaded);
    },
  );

  app.delete(
    '/companies/:id/logo',
    {
      config: { access: companyEditor },
      schema: {
        tags,
        summary: 'Remove the company logo (imageUrl, when given, must name the current logo)',
        params: companyIdParamsSchema,
        querystring: removeLogoQuerySchema,
        response: { 200: envelopeSchema(companySchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.removeLogo(deps(request.log), currentUser(request), request.params.id, request.query.imageUrl), CompanyMessage.logoRemoved),
  );

  // ---- company association ------------------------------------------------------------------------

  app.get(
    '/user/company-association',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: associationTags,
        summary: "The signed-in user's company association; 404 means none",
        response: { 200: envelopeSchema(companyAssociationDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await service.getAssociation(db(), currentUserId(request))),
  );

  app.post(
    '/user/company-association',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: associationTags,
        summary: 'Join an approved company (companyId; its admin approves unless you were invited) or create a new one (pending admin approval)',
        body: createAssociationRequestSchema,
        response: { 201: envelopeSchema(companyAssociationDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { association, outcome } = await service.createAssociation(deps(request.log), currentUserId(request), request.body);
      const message = { created: CompanyMessage.companyCreated, joined: CompanyMessage.joined, requested: CompanyMessage.joinRequested }[outcome];
      return reply.status(201).send(ok(association, message));
    },
  );

  app.put(
    '/user/company-association/:id',
    {
      config: { access: { owner: 'id', ownerIs: 'the signed-in company admin (its own membership)' } },
      schema: {
        tags: associationTags,
        summary: "Change your association's type, or your company's name and website (company admins)",
        params: companyIdParamsSchema,
        body: updateAssociationRequestSchema,
        response: { 200: envelopeSchema(companyAssociationDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.updateAssociation(deps(request.log), currentUserId(request), request.params.id, request.body), CompanyMessage.associationUpdated),
  );

  app.delete(
    '/user/company-association',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: associationTags,
        summary: 'Leave your company (the last admin must appoint another first; a never-approved one-person company is withdrawn)',
        response: { 200: envelopeSchema(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteAssociation(deps(request.log), currentUserId(request));
      return ok(null, CompanyMessage.associationRemoved);
    },
  );
};
