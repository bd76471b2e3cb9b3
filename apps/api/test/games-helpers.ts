import type { CompanyPrivilege, CreateGameRequest } from '@paytable/contracts';
import type { FastifyInstance } from 'fastify';
import { unique } from './auth-helpers';
import { api, approvedCompany, type Actor } from './company-helpers';

const V1 = '/api/v1';

/** The company's admin asks for `privilege` and the platform admin approves it. */
export async function grantCompanyPrivilege(app: FastifyInstance, admin: Actor, company: Actor, privilege: CompanyPrivilege): Promise<void> {
  const http = api(app);
  const requested = await http.post(`${V1}/company-privileges/requests`, company.token, { privilege });
  if (requested.statusCode !== 201) throw new Error(`privilege request failed: ${requested.body}`);
  const approved = await http.post(`${V1}/company-privileges/requests/${requested.json().data.id}/approve`, admin.token, {});
  if (approved.statusCode !== 200) throw new Error(`privilege approval failed: ${approved.body}`);
}

/** An approved game studio whose admin holds game_content. */
export async function gameStudio(app: FastifyInstance, admin: Actor, name = unique('Studio ')): Promise<Actor & { companyId: number }> {
  const studio = await approvedCompany(app, admin, name);
  await grantCompanyPrivilege(app, admin, studio, 'game_content');
  return studio;
}

/** Creates a game for the studio (published unless told otherwise) and answers its id. */
export async function addGame(
  app: FastifyInstance,
  studio: Actor & { companyId: number },
  fields: Partial<CreateGameRequest> = {},
  options: { publish?: boolean } = {},
): Promise<number> {
  const http = api(app);
  const created = await http.post(`${V1}/games`, studio.token, { providerId: studio.companyId, name: unique('Game '), ...fields });
  if (created.statusCode !== 201) throw new Error(`game creation failed: ${created.body}`);
  const id = created.json().data.id as number;
  if (options.publish ?? true) {
    const published = await http.post(`${V1}/games/${id}/toggle-status`, studio.token);
    if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  }
  return id;
}
