import {
  envelopeSchema,
  errorEnvelopeSchema,
  MAX_IMAGE_UPLOAD_BYTES,
  PROFILE_IMAGE_FIELD,
  ProfileMessage,
  profileIdParamsSchema,
  profileImageResponseSchema,
  profileItemParamsSchema,
  profileSchema,
  profileSectionInputSchemas,
  profileSectionItemSchemas,
  profileSectionNames,
  profileSections,
  updateMyProfileRequestSchema,
  type ProfileSection,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { readSingleFile } from '../../platform/uploads';
import * as service from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
};

/**
 * /api/v1/profiles, /api/v1/profile/me/{section}, /api/v1/profile-images/me/image (seed 000 §7).
 * Transport only: every route is for signed-in members; ownership is part of every write's query.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: { log: service.ProfileDeps['log'] }): service.ProfileDeps => ({ platform: app.platform, log: request.log });
  const tags = ['profiles'];

  app.get(
    '/profiles/me',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'My profile, with its completion percentage', response: { 200: envelopeSchema(profileSchema), ...errors } },
    },
    async (request) => ok(await service.getMyProfile(deps(request), currentUserId(request))),
  );

  app.put(
    '/profiles/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Edit the about fields of my profile (omitted fields stay, empty ones are cleared)',
        body: updateMyProfileRequestSchema,
        response: { 200: envelopeSchema(profileSchema), ...errors },
      },
    },
    async (request) => ok(await service.updateMyProfile(deps(request), currentUserId(request), request.body), ProfileMessage.updated),
  );

  app.get(
    '/profiles/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "A member's profile by user id (404 for an unknown or disabled account)",
        params: profileIdParamsSchema,
        response: { 200: envelopeSchema(profileSchema), ...errors },
      },
    },
    async (request) => ok(await service.getProfileOf(deps(request), request.params.id)),
  );

  for (const section of profileSectionNames) registerSectionRoutes(section);

  /** POST, PUT /{itemId}, DELETE /{itemId} on /profile/me/{section}: the same three routes per section. */
  function registerSectionRoutes<S extends ProfileSection>(section: S) {
    const input = profileSectionInputSchemas[section];
    const item = envelopeSchema(profileSectionItemSchemas[section]);
    const noun = profileSections[section].singular;
    const base = `/profile/me/${section}`;
    const ownItem = { access: { owner: 'itemId', ownerIs: 'the signed-in member (an entry of its own profile)' } } as const;

    app.post(
      base,
      {
        config: { access: 'authenticated' },
        schema: { tags, summary: `Add ${noun} to my profile`, body: input, response: { 201: item, ...errors } },
      },
      async (request, reply) => {
        const created = await service.addSectionItem(deps(request), currentUserId(request), section, request.body as service.SectionInput<S>);
        return reply.status(201).send(ok(created));
      },
    );

    app.put(
      `${base}/:itemId`,
      {
        config: ownItem,
        schema: {
          tags,
          summary: `Replace one ${noun} entry of my profile (another member's id answers 404)`,
          params: profileItemParamsSchema,
          body: input,
          response: { 200: item, ...errors },
        },
      },
      async (request) =>
        ok(
          await service.updateSectionItem(
            deps(request),
            currentUserId(request),
            section,
            request.params.itemId,
            request.body as service.SectionInput<S>,
          ),
        ),
    );

    app.delete(
      `${base}/:itemId`,
      {
        config: ownItem,
        schema: {
          tags,
          summary: `Remove one ${noun} entry of my profile (another member's id answers 404)`,
          params: profileItemParamsSchema,
          response: { 200: envelopeSchema(z.null()), ...errors },
        },
      },
      async (request) => {
        await service.removeSectionItem(deps(request), currentUserId(request), section, request.params.itemId);
        return ok(null);
      },
    );
  }

  app.post(
    '/profile-images/me/image',
    {
      config: { access: 'authenticated', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: `Upload my profile photo: multipart/form-data, field "${PROFILE_IMAGE_FIELD}", an image of at most 5 MB (re-encoded to WebP, metadata removed)`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(profileImageResponseSchema), ...errors },
      },
    },
    async (request) => {
      const file = await readSingleFile(request, PROFILE_IMAGE_FIELD, { maxBytes: MAX_IMAGE_UPLOAD_BYTES });
      return ok(await service.uploadProfileImage(deps(request), currentUserId(request), file.buffer), ProfileMessage.imageUploaded);
    },
  );

  app.delete(
    '/profile-images/me/image',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Remove my profile photo',
        response: { 200: envelopeSchema(profileImageResponseSchema), ...errors },
      },
    },
    async (request) => ok(await service.removeProfileImage(deps(request), currentUserId(request)), ProfileMessage.imageRemoved),
  );
};
