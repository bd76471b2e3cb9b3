import { envelopeSchema, errorEnvelopeSchema, idParamsSchema, Role } from '@paytable/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminCatalogue } from './admin-catalogue';
import { ok } from './envelope';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
};
const adminOnly = { access: { roles: [Role.ADMIN] } } as const;
const idParams = idParamsSchema;

export interface CatalogueEntryRoutes<Dto> {
  /** e.g. '/business-types': the entry routes are `${path}/:id`, created at `path`. */
  path: string;
  tags: string[];
  /** What one entry is called in the API docs: 'business type'. */
  noun: string;
  /** What may refer to an entry ('company'): it cannot be deleted while one does. */
  usedBy: string;
  entrySchema: z.ZodType<Dto>;
  inputSchema: z.ZodType;
  catalogue: AdminCatalogue<Dto>;
  /** The seed's confirmations. */
  messages: { created: string; updated: string; deleted: string };
}

/**
 * GET `${path}/:id` (anyone), POST `path`, PUT and DELETE `${path}/:id` (admins) of an admin-edited
 * catalogue (platform/admin-catalogue.ts). Each module adds its own list and extra routes beside these.
 */
export function registerCatalogueEntryRoutes<Dto>(app: FastifyInstance, options: CatalogueEntryRoutes<Dto>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue, noun, tags, messages } = options;
  const db = () => app.platform.db;
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  const entry = { 200: envelopeSchema(options.entrySchema), ...errors };

  api.get(
    `${options.path}/:id`,
    { config: { access: 'public' }, schema: { tags, summary: `One ${noun}`, params: idParams, response: entry } },
    async (request) => ok(await catalogue.get(db(), request.params.id)),
  );

  api.post(
    options.path,
    {
      config: adminOnly,
      schema: {
        tags,
        summary: `Create ${article} ${noun} (admin)`,
        body: options.inputSchema,
        response: { 201: envelopeSchema(options.entrySchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await catalogue.create(db(), request.body), messages.created)),
  );

  api.put(
    `${options.path}/:id`,
    {
      config: adminOnly,
      schema: { tags, summary: `Replace ${article} ${noun} (admin)`, params: idParams, body: options.inputSchema, response: entry },
    },
    async (request) => ok(await catalogue.replace(db(), request.params.id, request.body), messages.updated),
  );

  api.delete(
    `${options.path}/:id`,
    {
      config: adminOnly,
      schema: {
        tags,
        summary: `Delete ${article} ${noun} no ${options.usedBy} uses (admin); 409 when in use`,
        params: idParams,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      await catalogue.remove(db(), request.params.id);
      return ok(null, messages.deleted);
    },
  );
}
