import {
  adminCertificationQuerySchema,
  adminShowcaseQuerySchema,
  certificationBadgesQuerySchema,
  certificationBadgesSchema,
  certificationReviewSchema,
  companyCertificationInputSchema,
  companyCertificationSchema,
  companyParamsSchema,
  companyScopedParamsSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  featureListingRequestSchema,
  marketplaceIdParamsSchema,
  MarketplaceMessage,
  pageSchema,
  Role,
  showcaseListingInputSchema,
  showcaseListingSchema,
  showcaseQuerySchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { optionalUser } from '../../platform/optional-user';
import * as service from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
/** Seed 000 §6: admin/showcase is for admins; admin/certifications also for finance and support admins. */
/** Staff of the company holding provider_access or game_content (service: requireOneOf). */
const showcaseManagers = { access: { company: ['provider_access', 'game_content'], scope: { param: 'companyId' } } } as const;
/** Staff of the company holding admin_access (service: CERTIFICATION_PRIVILEGE). */
const certificationManagers = { access: { company: 'admin_access', scope: { param: 'companyId' } } } as const;
const showcaseAdmins = { access: { roles: [Role.ADMIN] } } as const;
const certificationReviewers = { access: { roles: [Role.ADMIN, Role.FINANCE_ADMIN, Role.SUPPORT_ADMIN] } } as const;

/** /api/v1/showcase and /api/v1/admin/showcase: a company's marketplace listings and the featured row. */
export const showcaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const tags = ['showcase'];
  const listingResponse = { 200: envelopeSchema(showcaseListingSchema), ...errors };

  app.get(
    '/showcase',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Published listings, featured first (featuredOnly=true for the featured row)', querystring: showcaseQuerySchema, response: { 200: envelopeSchema(pageSchema(showcaseListingSchema)), ...errors } },
    },
    async (request) => ok(await service.listShowcase(db(), request.query)),
  );

  app.get(
    '/showcase/company/:companyId',
    {
      config: { access: 'public' },
      schema: { tags, summary: "A company's listings (drafts too for its staff with provider_access or game_content)", params: companyParamsSchema, response: { 200: envelopeSchema(z.array(showcaseListingSchema)), ...errors } },
    },
    async (request) => ok(await service.listCompanyShowcase(db(), await optionalUser(app, request), request.params.companyId)),
  );

  app.post(
    '/showcase/company/:companyId',
    {
      config: showcaseManagers,
      schema: { tags, summary: 'Add a listing (company staff with provider_access or game_content)', params: companyParamsSchema, body: showcaseListingInputSchema, response: { 201: envelopeSchema(showcaseListingSchema), ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.createListing(db(), currentUser(request), request.params.companyId, request.body), MarketplaceMessage.listingCreated)),
  );

  app.put(
    '/showcase/:id/company/:companyId',
    {
      config: showcaseManagers,
      schema: { tags, summary: 'Replace a listing', params: companyScopedParamsSchema, body: showcaseListingInputSchema, response: listingResponse },
    },
    async (request) =>
      ok(await service.updateListing(db(), currentUser(request), request.params.id, request.params.companyId, request.body), MarketplaceMessage.listingUpdated),
  );

  app.delete(
    '/showcase/:id/company/:companyId',
    {
      config: showcaseManagers,
      schema: { tags, summary: 'Delete a listing', params: companyScopedParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
    },
    async (request) => {
      await service.deleteListing(db(), currentUser(request), request.params.id, request.params.companyId);
      return ok(null, MarketplaceMessage.listingDeleted);
    },
  );

  app.get(
    '/admin/showcase',
    {
      config: showcaseAdmins,
      schema: { tags, summary: 'Published listings for curation, featured first (admin)', querystring: adminShowcaseQuerySchema, response: { 200: envelopeSchema(pageSchema(showcaseListingSchema)), ...errors } },
    },
    async (request) => ok(await service.listShowcase(db(), request.query)),
  );

  app.post(
    '/admin/showcase/:id/feature',
    {
      config: showcaseAdmins,
      schema: { tags, summary: 'Feature (with an optional rank) or unfeature a published listing (admin)', params: marketplaceIdParamsSchema, body: featureListingRequestSchema, response: listingResponse },
    },
    async (request) => {
      const listing = await service.featureListing(db(), request.params.id, request.body);
      return ok(listing, listing.isFeatured ? MarketplaceMessage.listingFeatured : MarketplaceMessage.listingUnfeatured);
    },
  );
};

/** /api/v1/certifications and /api/v1/admin/certifications: filed by company admins, verified by platform admins. */
export const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const tags = ['certifications'];
  const certificationResponse = { 200: envelopeSchema(companyCertificationSchema), ...errors };

  app.get(
    '/certifications/badges',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Verified certification badges per company (companyIds, up to 100)', querystring: certificationBadgesQuerySchema, response: { 200: envelopeSchema(certificationBadgesSchema), ...errors } },
    },
    async (request) => ok(await service.certificationBadges(db(), request.query.companyIds)),
  );

  app.get(
    '/certifications/company/:companyId',
    {
      config: { access: 'public' },
      schema: { tags, summary: "A company's certifications (verified ones; every one for its admins and reviewers)", params: companyParamsSchema, response: { 200: envelopeSchema(z.array(companyCertificationSchema)), ...errors } },
    },
    async (request) => ok(await service.listCompanyCertifications(db(), await optionalUser(app, request), request.params.companyId)),
  );

  app.post(
    '/certifications/company/:companyId',
    {
      config: certificationManagers,
      schema: { tags, summary: 'File a certificate for a jurisdiction or standard (company admins); it awaits verification', params: companyParamsSchema, body: companyCertificationInputSchema, response: { 201: envelopeSchema(companyCertificationSchema), ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.createCertification(db(), currentUser(request), request.params.companyId, request.body), MarketplaceMessage.certificationCreated)),
  );

  app.delete(
    '/certifications/:id/company/:companyId',
    {
      config: certificationManagers,
      schema: { tags, summary: 'Withdraw a certificate (company admins)', params: companyScopedParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
    },
    async (request) => {
      await service.deleteCertification(db(), currentUser(request), request.params.id, request.params.companyId);
      return ok(null, MarketplaceMessage.certificationDeleted);
    },
  );

  app.get(
    '/admin/certifications',
    {
      config: certificationReviewers,
      schema: { tags, summary: 'Certificates to review, oldest first (optional status)', querystring: adminCertificationQuerySchema, response: { 200: envelopeSchema(pageSchema(companyCertificationSchema)), ...errors } },
    },
    async (request) => ok(await service.listCertificationsForReview(db(), request.query)),
  );

  for (const [action, decision, message] of [
    ['verify', 'VERIFIED', MarketplaceMessage.certificationVerified],
    ['reject', 'REJECTED', MarketplaceMessage.certificationRejected],
  ] as const) {
    app.post(
      `/admin/certifications/:id/${action}`,
      {
        config: certificationReviewers,
        schema: { tags, summary: `${action === 'verify' ? 'Verify' : 'Reject'} a certificate with optional notes`, params: marketplaceIdParamsSchema, body: certificationReviewSchema, response: certificationResponse },
      },
      async (request) => ok(await service.reviewCertification(db(), currentUser(request), request.params.id, decision, request.body.notes), message),
    );
  }
};
