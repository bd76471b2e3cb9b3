import {
  deliveriesQuerySchema,
  deliveryIdParamsSchema,
  deliverySchema,
  discoveryQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  integrationIdParamsSchema,
  manifestIdParamsSchema,
  manifestSummarySchema,
  pageQuerySchema,
  signedManifestSchema,
  IntegrationMessage,
  integrationSettingsSchema,
  integrationTypeSchema,
  newApiKeySchema,
  newSecretSchema,
  pageSchema,
  partnershipAnalyticsSchema,
  partnershipInputSchema,
  partnershipSchema,
  partnershipsQuerySchema,
  partnershipUpdateSchema,
  providerMatchSchema,
  reasonInputSchema,
  recipientEndpointInputSchema,
  recoverInputSchema,
  sendEventInputSchema,
  testEndpointInputSchema,
  testEventResultSchema,
  type PartnershipAction,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { WRITE_LIMITS } from '../../platform/rate-limit';
import { ownIntegrationsCompany, requireIntegrationsOf } from './access';
import type { ApiKeyDirectory } from './api-keys';
import * as catalogue from './catalogue-repository';
import { getDelivery, listDeliveries, recoverDeliveries, resendDelivery, sendTestEvent, type DeliveryDeps } from './deliveries-repository';
import { deliveryCounts } from './delivery-counts-repository';
import type { EventIntake } from './events-repository';
import { getSignedManifest, listManifests } from './manifests-repository';
import { meteredUsage, totalCharges } from './metering-repository';
import * as partnerships from './partnerships-repository';
import * as settings from './settings-repository';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
/** Settings, keys and the delivery log of the company in the path: holders of company_integrations there. */
const companyById = { access: { company: 'company_integrations', scope: { param: 'id' } } } as const;
/** Partnerships act for the caller's own company, as holders of company_integrations. */
const ownCompany = { access: { company: 'company_integrations', scope: 'own' } } as const;
const companyIdParams = z.object({ companyId: integrationIdParamsSchema.shape.id });

/** /company-integrations/{id}/… (seed 001 §7 Integration settings), the delivery log and test events. */
export function companyIntegrationRoutes(deps: () => DeliveryDeps, apiKeys: ApiKeyDirectory, intake: EventIntake): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['company integrations'];
    const db = () => app.platform.db;
    const allowed = (request: { params: { id: number } } & Parameters<typeof currentUser>[0]) => requireIntegrationsOf(db(), currentUser(request).id, request.params.id);

    app.get(
      '/company-integrations/:id/settings',
      { config: companyById, schema: { tags, summary: "The company's integration settings (the secret and key only as hints)", security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(integrationSettingsSchema), ...errors } } },
      async (request) => {
        const companyId = await allowed(request);
        return ok(settings.toSettings(companyId, await settings.findSettings(db(), companyId), new Date()));
      },
    );
    app.get(
      '/company-integrations/:id/available',
      { config: companyById, schema: { tags, summary: 'Integration types the company can set up (the active ones)', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(z.array(integrationTypeSchema)), ...errors } } },
      async (request) => {
        await allowed(request);
        return ok(await catalogue.listTypes(db(), { activeOnly: true, admin: false }));
      },
    );
    app.post(
      '/company-integrations/:id/regenerate-hmac',
      { config: companyById, schema: { tags, summary: 'Create a new signing secret, shown once; the previous one keeps signing for 24 hours', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(newSecretSchema), ...errors } } },
      async (request) => ok(await settings.regenerateSecret(db(), deps().box, await allowed(request), new Date(), currentUser(request).id), IntegrationMessage.secretRegenerated),
    );
    for (const [path, which, schema, summary] of [
      ['recipient-endpoint', 'recipient', recipientEndpointInputSchema, 'Set the URL live deliveries go to (https and a public address in production); re-enables a disabled endpoint'],
      ['test-endpoint', 'test', testEndpointInputSchema, 'Set the URL test events go to (https and a public address in production)'],
    ] as const) {
      app.put(
        `/company-integrations/:id/${path}`,
        { config: companyById, schema: { tags, summary, security: bearer, params: integrationIdParamsSchema, body: schema, response: { 200: envelopeSchema(integrationSettingsSchema), ...errors } } },
        async (request) => {
          const body = request.body as Record<string, string | null>;
          const url = body.recipientEndpointUrl ?? body.testEndpointUrl ?? null;
          return ok(await settings.setEndpointUrl(db(), deps().policy, await allowed(request), which, url, new Date()), IntegrationMessage.settingsUpdated);
        },
      );
    }
    for (const mode of ['generate', 'regenerate'] as const) {
      app.post(
        `/company-integrations/:id/${mode}-api-key`,
        {
          config: companyById,
          schema: { tags, summary: mode === 'generate' ? 'Create the company API key (shown once; stored hashed)' : 'Replace the company API key (shown once); the replaced key still authenticates for 24 hours', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(newApiKeySchema), ...errors } },
        },
        async (request) => {
          const issued = await settings.issueApiKey(db(), await allowed(request), mode, new Date(), currentUser(request).id);
          await apiKeys.forget();
          return ok(issued, IntegrationMessage.apiKeyCreated);
        },
      );
    }
    app.post(
      '/company-integrations/:id/test-event',
      { config: companyById, schema: { tags, summary: 'Send a signed test.ping to the test endpoint now and answer the result', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(testEventResultSchema), ...errors } } },
      async (request) => ok(await sendTestEvent(deps(), await allowed(request))),
    );
    app.get(
      '/company-integrations/:id/deliveries',
      { config: companyById, schema: { tags, summary: 'The delivery log: deliveries sent and received, with filters', security: bearer, params: integrationIdParamsSchema, querystring: deliveriesQuerySchema, response: { 200: envelopeSchema(pageSchema(deliverySchema)), ...errors } } },
      async (request) => ok(await listDeliveries(db(), await allowed(request), request.query)),
    );
    app.post(
      '/company-integrations/:id/deliveries/recover',
      { config: companyById, schema: { tags, summary: 'Queue again every failed delivery to the company endpoint since a time', security: bearer, params: integrationIdParamsSchema, body: recoverInputSchema, response: { 200: envelopeSchema(z.object({ recovered: z.number() })), ...errors } } },
      async (request) => ok(await recoverDeliveries(deps(), await allowed(request), new Date(request.body.since)), IntegrationMessage.recovered),
    );
    app.get(
      '/company-integrations/:id/manifests',
      { config: companyById, schema: { tags, summary: 'Hourly delivery manifests of the deliveries addressed to the company, newest first', security: bearer, params: integrationIdParamsSchema, querystring: pageQuerySchema(20), response: { 200: envelopeSchema(pageSchema(manifestSummarySchema)), ...errors } } },
      async (request) => ok(await listManifests(db(), await allowed(request), request.query)),
    );
    app.get(
      '/company-integrations/:id/manifests/:manifestId',
      {
        config: companyById,
        schema: { tags, summary: 'One manifest: the exact signed body and its Standard Webhooks headers, signed with the current secrets', security: bearer, params: manifestIdParamsSchema, response: { 200: envelopeSchema(signedManifestSchema), ...errors } },
      },
      async (request) => ok(await getSignedManifest(deps(), await allowed(request), request.params.manifestId)),
    );
    app.get(
      '/company-integrations/:id/deliveries/:deliveryId',
      { config: companyById, schema: { tags, summary: 'One delivery with every attempt', security: bearer, params: deliveryIdParamsSchema, response: { 200: envelopeSchema(deliverySchema), ...errors } } },
      async (request) => ok(await getDelivery(db(), await allowed(request), request.params.deliveryId)),
    );
    app.post(
      '/company-integrations/:id/deliveries/:deliveryId/resend',
      { config: companyById, schema: { tags, summary: 'Send a finished live delivery again (same webhook-id)', security: bearer, params: deliveryIdParamsSchema, response: { 200: envelopeSchema(deliverySchema), ...errors } } },
      async (request) => ok(await resendDelivery(deps(), await allowed(request), request.params.deliveryId), IntegrationMessage.deliveryQueued),
    );

    app.post(
      '/integrations/events',
      {
        config: { access: 'public', rateLimit: WRITE_LIMITS.apiKeyEvents },
        schema: {
          tags: ['integration events'],
          summary: "Send an event to the other side of an active partnership; authenticated by the company's API key in x-api-key",
          headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
          body: sendEventInputSchema,
          response: { 201: envelopeSchema(deliverySchema), ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(ok(await intake.send(deps(), request.headers['x-api-key'], request.body), IntegrationMessage.deliveryQueued)),
    );
  };
}

/** /partnerships, /discovery/providers and the analytics summary (seed 001 §7 Partnerships). */
export const partnershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partnerships'];
  const db = () => app.platform.db;
  const own = (request: Parameters<typeof currentUser>[0]) => ownIntegrationsCompany(db(), currentUser(request).id);

  app.get(
    '/partnerships',
    { config: ownCompany, schema: { tags, summary: "The company's partnerships, every status (optional status filter)", security: bearer, querystring: partnershipsQuerySchema, response: { 200: envelopeSchema(pageSchema(partnershipSchema)), ...errors } } },
    async (request) => ok(await partnerships.listPartnerships(db(), await own(request), request.query)),
  );
  for (const direction of ['incoming', 'outgoing'] as const) {
    app.get(
      `/partnerships/${direction}`,
      {
        config: ownCompany,
        schema: { tags, summary: direction === 'incoming' ? 'Pending requests to the company' : 'Pending requests from the company', security: bearer, response: { 200: envelopeSchema(z.object({ data: z.array(partnershipSchema) })), ...errors } },
      },
      async (request) => ok({ data: await partnerships.listRequests(db(), await own(request), direction) }),
    );
  }
  app.get(
    '/partnerships/:id',
    { config: ownCompany, schema: { tags, summary: 'One partnership of the company', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(partnershipSchema), ...errors } } },
    async (request) => ok(await partnerships.getPartnership(db(), await own(request), request.params.id)),
  );
  app.post(
    '/partnerships',
    { config: ownCompany, schema: { tags, summary: 'Request a partnership with a provider over an integration type', security: bearer, body: partnershipInputSchema, response: { 201: envelopeSchema(partnershipSchema), ...errors } } },
    async (request, reply) => reply.status(201).send(ok(await partnerships.requestPartnership(app.platform, await own(request), currentUser(request).id, request.body), IntegrationMessage.partnershipRequested)),
  );
  app.put(
    '/partnerships/:id',
    { config: ownCompany, schema: { tags, summary: 'Edit the message of a pending request (requester)', security: bearer, params: integrationIdParamsSchema, body: partnershipUpdateSchema, response: { 200: envelopeSchema(partnershipSchema), ...errors } } },
    async (request) => ok(await partnerships.updateRequest(app.platform, await own(request), request.params.id, request.body.message), IntegrationMessage.partnershipUpdated),
  );
  const actions: [PartnershipAction, string, boolean][] = [
    ['approve', 'Approve a pending request (provider)', false],
    ['reject', 'Reject a pending request with a reason (provider)', true],
    ['activate', 'Activate an approved or suspended partnership: deliveries flow', false],
    ['suspend', 'Suspend an active partnership with a reason: deliveries stop', true],
    ['terminate', 'End a partnership with a reason', true],
  ];
  for (const [action, summary, needsReason] of actions) {
    app.post(
      `/partnerships/:id/${action}`,
      {
        config: ownCompany,
        schema: { tags, summary, security: bearer, params: integrationIdParamsSchema, ...(needsReason ? { body: reasonInputSchema } : {}), response: { 200: envelopeSchema(partnershipSchema), ...errors } },
      },
      async (request) => {
        const reason = needsReason ? (request.body as { reason: string }).reason : null;
        return ok(await partnerships.transition(app.platform, await own(request), request.params.id, action, reason, new Date()), IntegrationMessage.partnershipUpdated);
      },
    );
  }
  app.delete(
    '/partnerships/:id',
    { config: ownCompany, schema: { tags, summary: 'Withdraw a pending request (requester)', security: bearer, params: integrationIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request) => {
      await partnerships.deleteRequest(db(), await own(request), request.params.id);
      return ok(null, IntegrationMessage.partnershipDeleted);
    },
  );
  app.get(
    '/discovery/providers',
    { config: ownCompany, schema: { tags, summary: 'Providers ranked by fit, with the reasons (optionally for one integration type)', security: bearer, querystring: discoveryQuerySchema, response: { 200: envelopeSchema(z.array(providerMatchSchema)), ...errors } } },
    async (request) => ok(await partnerships.discoverProviders(db(), await own(request), request.query.integrationTypeId)),
  );
  app.get(
    '/partnership/analytics/company/:companyId/summary',
    {
      config: { access: { company: 'company_integrations', scope: { param: 'companyId' } } },
      schema: { tags, summary: 'Partnership requests, active partnerships, deliveries, volume and charges (last 30 days) of the company', security: bearer, params: companyIdParams, response: { 200: envelopeSchema(partnershipAnalyticsSchema), ...errors } },
    },
    async (request) => {
      const companyId = await requireIntegrationsOf(db(), currentUser(request).id, request.params.companyId);
      const to = new Date();
      const usage = await meteredUsage(db(), { from: new Date(to.getTime() - 30 * 86_400_000), to, companyId });
      const counts = await partnerships.openPartnershipCounts(db(), companyId);
      const deliveries = await deliveryCounts(db(), companyId);
      return ok({ companyId, ...counts, ...deliveries, volume: totalCharges(usage.filter((row) => row.role === 'SENDER'), 'volume'), charges: totalCharges(usage, 'charges') });
    },
  );
};
