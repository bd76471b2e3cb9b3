import {
  companyPressQuerySchema,
  companyPressReleaseSchema,
  complianceOverrideSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  pageQuerySchema,
  pageSchema,
  pressAnalyticsQuerySchema,
  pressAnalyticsSchema,
  pressCategoryInfoSchema,
  pressCompanyParamsSchema,
  pressDownloadQuerySchema,
  pressEventSchema,
  pressIdParamsSchema,
  pressImageOrderSchema,
  pressImageParamsSchema,
  pressImagePatchSchema,
  pressImageSchema,
  pressPreferencesInputSchema,
  pressPreferencesSchema,
  pressReleaseCompanyParamsSchema,
  pressReleaseInputSchema,
  pressReleaseSchema,
  PressMessage,
  publicPressQuerySchema,
  publishRequestSchema,
  Role,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { badRequest } from '../../platform/errors';
import { optionalUser } from '../../platform/optional-user';
import { createLimiter } from '../../platform/rate-limit';
import { readUploadForm } from '../../platform/uploads';
import { SearchCorrections } from '../../platform/text-search';
import { trustedJsonSerializer } from '../../platform/trusted-json';
import { readDownloadSource } from './download-source';
import { DownloadMemo } from './download-memo';
import { renderDownload } from './downloads';
import { noopPressNotifier, type PressNotifier } from './notifier';
import { createReaderIdentity } from './readers';
import { definePressQueues } from './scheduled';
import * as service from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 413: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
/** Managing releases: an active member of the company in the path holding company_press; another company's release answers 404. */
const companyPress = { access: { company: 'company_press', scope: { param: 'cid' } } } as const;
/** Image routes name only the release: the caller must hold company_press in the release's company (404 otherwise). */
const releasePress = { access: { company: 'company_press', scope: { param: 'id' } } } as const;

export interface PressModuleOptions {
  notifier?: PressNotifier;
}

/** PDFs one client address may have built per minute (`WRITE_RATE_LIMIT_MULTIPLIER` scales it like every route limit). */
export const PRESS_PDF_LIMIT = { max: 10, windowMs: 60_000 } as const;

/** /api/v1/press-releases (seed 001 §7 Press releases). */
export function pressRoutes(options: PressModuleOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const db = () => app.platform.db;
    const deps = (): service.PressDeps => ({ platform: app.platform, storage: app.platform.storage, notifier: options.notifier ?? noopPressNotifier });
    definePressQueues(deps);
    const tags = ['press'];
    const downloads = new DownloadMemo();
    const readerOf = createReaderIdentity(app.platform.config.jwtSecret);
    // Building a PDF costs far more than serving text: each address may have a few a minute.
    const pdfLimit = createLimiter(app, { max: Math.max(1, Math.round(PRESS_PDF_LIMIT.max * app.platform.config.writeRateLimitMultiplier)), windowMs: PRESS_PDF_LIMIT.windowMs }, (request) => `press-pdf:${request.ip}`);
    // The list's corrected search terms; a release written here may correct a typo differently.
    const corrections = new SearchCorrections();

    const publicList = {
      config: { access: 'public' },
      // The list's hot path: toRelease writes exactly the contract's fields (press.test parses answers strictly).
      serializerCompiler: trustedJsonSerializer,
      schema: {
        tags,
        querystring: publicPressQuerySchema,
        response: { 200: envelopeSchema(pageSchema(pressReleaseSchema)), ...errors },
      },
    } as const;
    app.get('/press-releases/public', { ...publicList, schema: { ...publicList.schema, summary: 'Public, published releases past their embargo, newest first: search, company, tag, category, date range (page size 20)' } }, async (request) =>
      ok(await service.listPublicReleases(db(), corrections, request.query)),
    );
    app.get('/press-releases/public/search', { ...publicList, schema: { ...publicList.schema, summary: 'The public list ranked by relevance to q (title, summary, tags, body)' } }, async (request) =>
      ok(await service.listPublicReleases(db(), corrections, request.query)),
    );

    app.get(
      '/press-releases/public/:id',
      {
        config: { access: 'public' },
        schema: { tags, summary: "A release's public page; members of its company also see it while embargoed or company-only", params: pressIdParamsSchema, response: { 200: envelopeSchema(pressReleaseSchema), ...errors } },
      },
      async (request) => ok(await service.getPublicRelease(db(), request.params.id, await optionalUser(app, request))),
    );

    app.post(
      '/press-releases/public/:id/events',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'A reader viewed, read to the end or shared a release: each counts once per reader per day (the signed-in person, else a daily-salted hash of address and browser; the body\'s visitorId is not used). Known bots count nothing',
          params: pressIdParamsSchema,
          body: pressEventSchema,
          response: { 200: envelopeSchema(z.object({ counted: z.boolean() })), ...errors },
        },
      },
      async (request) => {
        const viewer = await optionalUser(app, request);
        return ok({ counted: await service.recordEvent(db(), request.params.id, request.body, viewer, readerOf(request, viewer)) });
      },
    );

    app.get(
      '/press-releases/:id/download',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `The release as a file: pdf (built on the server; ${PRESS_PDF_LIMIT.max} a minute per address, then 429), html, md or txt; counts one download per reader per day (bots none)`,
          params: pressIdParamsSchema,
          querystring: pressDownloadQuerySchema,
          produces: ['application/pdf', 'text/html', 'text/markdown', 'text/plain'],
          response: { 200: z.any().describe('The file'), ...errors, 429: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const viewer = await optionalUser(app, request);
        const view = await service.readableRelease(db(), request.params.id, viewer);
        if (request.query.format === 'pdf') await pdfLimit(request);
        const [release] = await service.toReleases(db(), [view]);
        const url = `${app.platform.config.publicUrl}/press-releases/${release!.id}`;
        const file = await downloads.file({ release: release!, format: request.query.format, logo: view.company.logo, url }, async () =>
          renderDownload(await readDownloadSource(app.platform.storage, release!, view.company.logo, url), request.query.format),
        );
        await service.recordDownload(db(), release!.id, readerOf(request, viewer));
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    app.get(
      '/press-releases/notifications/categories',
      { config: { access: 'public' }, schema: { tags, summary: 'The categories a reader can follow', response: { 200: envelopeSchema(z.array(pressCategoryInfoSchema)), ...errors } } },
      async () => ok(service.notificationCategories()),
    );

    app.get(
      '/press-releases/notifications/preferences',
      { config: { access: 'authenticated' }, schema: { tags, summary: 'The companies and categories I follow for press notifications', security: bearer, response: { 200: envelopeSchema(pressPreferencesSchema), ...errors } } },
      async (request) => ok(await service.getPreferences(db(), currentUser(request))),
    );

    app.put(
      '/press-releases/notifications/preferences',
      {
        config: { access: 'authenticated' },
        schema: { tags, summary: 'Replace the companies and categories I follow', security: bearer, body: pressPreferencesInputSchema, response: { 200: envelopeSchema(pressPreferencesSchema), ...errors } },
      },
      async (request) => ok(await service.putPreferences(db(), currentUser(request), request.body), PressMessage.preferencesSaved),
    );

    app.get(
      '/press-releases/company/:cid',
      {
        config: companyPress,
        schema: { tags, summary: "The company's releases with status and figures (company_press)", security: bearer, params: pressCompanyParamsSchema, querystring: companyPressQuerySchema, response: { 200: envelopeSchema(pageSchema(companyPressReleaseSchema)), ...errors } },
      },
      async (request) => ok(await service.listCompanyReleases(db(), currentUser(request), request.params.cid, request.query)),
    );

    app.post(
      '/press-releases/company/:cid',
      {
        config: companyPress,
        schema: { tags, summary: 'Create a release as a draft (title, content and summary required)', security: bearer, params: pressCompanyParamsSchema, body: pressReleaseInputSchema, response: { 201: envelopeSchema(companyPressReleaseSchema), ...errors } },
      },
      async (request, reply) => reply.status(201).send(ok(corrections.forgetting(await service.createRelease(db(), currentUser(request), request.params.cid, request.body)), PressMessage.created)),
    );

    app.get(
      '/press-releases/company/:cid/analytics',
      {
        config: companyPress,
        schema: { tags, summary: "The company's views, reads, shares and downloads per day and per release (company_press)", security: bearer, params: pressCompanyParamsSchema, querystring: pressAnalyticsQuerySchema, response: { 200: envelopeSchema(pressAnalyticsSchema), ...errors } },
      },
      async (request) => ok(await service.companyAnalytics(db(), currentUser(request), request.params.cid, request.query)),
    );

    app.get(
      '/press-releases/:id/company/:cid',
      { config: companyPress, schema: { tags, summary: "One of the company's releases (company_press)", security: bearer, params: pressReleaseCompanyParamsSchema, response: { 200: envelopeSchema(companyPressReleaseSchema), ...errors } } },
      async (request) => ok(await service.getCompanyRelease(db(), currentUser(request), request.params.id, request.params.cid)),
    );

    app.put(
      '/press-releases/:id/company/:cid',
      {
        config: companyPress,
        schema: { tags, summary: 'Replace the text and settings of a release (status and schedule stay)', security: bearer, params: pressReleaseCompanyParamsSchema, body: pressReleaseInputSchema, response: { 200: envelopeSchema(companyPressReleaseSchema), ...errors } },
      },
      async (request) => ok(corrections.forgetting(await service.updateRelease(db(), deps(), currentUser(request), request.params.id, request.params.cid, request.body)), PressMessage.updated),
    );

    app.delete(
      '/press-releases/:id/company/:cid',
      { config: companyPress, schema: { tags, summary: 'Delete a release and its images', security: bearer, params: pressReleaseCompanyParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
      async (request) => {
        await service.deleteRelease(db(), app.platform.storage, currentUser(request), request.params.id, request.params.cid);
        return ok(null, PressMessage.deleted);
      },
    );

    app.post(
      '/press-releases/:id/company/:cid/publish',
      {
        config: companyPress,
        schema: {
          tags,
          summary: 'Publish now, or schedule with publishAt; naming jurisdictions without a verified licence needs confirmCompliance (409 otherwise)',
          security: bearer,
          params: pressReleaseCompanyParamsSchema,
          body: publishRequestSchema.optional(),
          response: { 200: envelopeSchema(companyPressReleaseSchema), ...errors },
        },
      },
      async (request) => {
        const body = request.body ?? {};
        const release = await service.publishRelease(db(), deps(), currentUser(request), request.params.id, request.params.cid, body);
        return ok(release, release.status === 'SCHEDULED' ? PressMessage.scheduled : PressMessage.published);
      },
    );

    app.post(
      '/press-releases/:id/company/:cid/unpublish',
      {
        config: companyPress,
        schema: { tags, summary: 'Take a published release down (UNPUBLISHED) or cancel a schedule (back to DRAFT)', security: bearer, params: pressReleaseCompanyParamsSchema, response: { 200: envelopeSchema(companyPressReleaseSchema), ...errors } },
      },
      async (request) => ok(await service.unpublishRelease(db(), currentUser(request), request.params.id, request.params.cid), PressMessage.unpublished),
    );

    app.get(
      '/press-releases/:id/images',
      { config: releasePress, schema: { tags, summary: "A release's images, cover first (company_press)", security: bearer, params: pressIdParamsSchema, response: { 200: envelopeSchema(z.array(pressImageSchema)), ...errors } } },
      async (request) => ok(await service.listImages(db(), currentUser(request), request.params.id)),
    );

    app.post(
      '/press-releases/:id/images',
      {
        config: releasePress,
        schema: {
          tags,
          summary: 'Upload an image (multipart: file, caption, altText); checked by its content and re-encoded',
          security: bearer,
          consumes: ['multipart/form-data'],
          params: pressIdParamsSchema,
          response: { 201: envelopeSchema(pressImageSchema), ...errors },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw badRequest('No file uploaded');
        const { file, fields } = await readUploadForm(request, 'file');
        if (file === undefined) throw badRequest('No file uploaded');
        const image = await service.addImage(db(), app.platform.storage, currentUser(request), request.params.id, file.buffer, { caption: fields.caption, altText: fields.altText });
        return reply.status(201).send(ok(image, PressMessage.imageUploaded));
      },
    );

    app.put(
      '/press-releases/:id/images/order',
      {
        config: releasePress,
        schema: { tags, summary: 'Reorder the images (every image once; the first is the cover)', security: bearer, params: pressIdParamsSchema, body: pressImageOrderSchema, response: { 200: envelopeSchema(z.array(pressImageSchema)), ...errors } },
      },
      async (request) => ok(await service.reorderImages(db(), currentUser(request), request.params.id, request.body.imageIds)),
    );

    app.patch(
      '/press-releases/:id/images/:imageId',
      {
        config: releasePress,
        schema: { tags, summary: "Change an image's caption and alt text", security: bearer, params: pressImageParamsSchema, body: pressImagePatchSchema.partial(), response: { 200: envelopeSchema(pressImageSchema), ...errors } },
      },
      async (request) => ok(await service.patchImage(db(), currentUser(request), request.params.id, request.params.imageId, request.body), PressMessage.imageUpdated),
    );

    app.delete(
      '/press-releases/:id/images/:imageId',
      { config: releasePress, schema: { tags, summary: 'Delete an image', security: bearer, params: pressImageParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
      async (request) => {
        await service.deleteImage(db(), app.platform.storage, currentUser(request), request.params.id, request.params.imageId);
        return ok(null, PressMessage.imageDeleted);
      },
    );

    app.get(
      '/admin/press-releases/compliance',
      {
        config: { access: { roles: [Role.ADMIN] } },
        schema: { tags, summary: 'Releases published over the compliance warning (jurisdictions without a verified licence)', security: bearer, querystring: pageQuerySchema(20), response: { 200: envelopeSchema(pageSchema(complianceOverrideSchema)), ...errors } },
      },
      async (request) => ok(await service.complianceOverrides(db(), request.query)),
    );
  };
}
