import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegisterRequest } from '@paytable/contracts';
import { ensureSuperuser } from '../src/modules/auth/index';
import { logIn, randomIp, signUpAndLogIn, unique } from './auth-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject with a bearer token and a random client address; JSON or a prepared multipart body. */
export function api(app: FastifyInstance) {
  const call = (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      remoteAddress: randomIp(),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, token?: string) => call('GET', url, token),
    post: (url: string, token?: string, payload?: unknown) => call('POST', url, token, payload ?? {}),
    put: (url: string, token?: string, payload?: unknown) => call('PUT', url, token, payload),
    delete: (url: string, token?: string) => call('DELETE', url, token),
    upload: (url: string, token: string, body: { payload: Buffer; headers: Record<string, string> }) => call('POST', url, token, body.payload, body.headers),
  };
}

/** A multipart/form-data body with one file part. */
export function multipartFile(field: string, fileName: string, contentType: string, content: Buffer) {
  const boundary = `----paytable${unique('b')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface Actor {
  token: string;
  userId: number;
  email: string;
}

export async function signUp(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}): Promise<Actor> {
  const { token, user, account } = await signUpAndLogIn(app, overrides);
  return { token, userId: user.id, email: account.email };
}

/** The platform superuser (created like ADMIN_EMAIL's first superuser) signed in. */
export async function signInSuperuser(app: FastifyInstance): Promise<Actor> {
  const email = `${unique('root')}@example.com`;
  const password = 'Superuser-pass-1';
  const { userId } = await ensureSuperuser(app.platform.db, { email, password });
  // Admins sign in with two-factor: the first sign-in enrols (auth-helpers' logIn finishes the step).
  const session = await logIn(app, { usernameOrEmail: email, password });
  return { token: session.token, userId, email };
}

/** A user that founded a company, approved by `admin`: answers the founder and the company id. */
export async function approvedCompany(app: FastifyInstance, admin: Actor, name = unique('Company ')): Promise<Actor & { companyId: number }> {
  const founder = await signUp(app);
  const client = api(app);
  const created = await client.post('/api/v1/user/company-association', founder.token, { associationType: 'COMPANY', companyName: name });
  if (created.statusCode !== 201) throw new Error(`company creation failed: ${created.body}`);
  const companyId = created.json().data.companyId as number;
  const approved = await client.post(`/api/v1/admin/companies/${companyId}/activate`, admin.token);
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return { ...founder, companyId };
}

/** A user that joined `companyId` and was approved by its admin. */
export async function staffMember(app: FastifyInstance, companyId: number, companyAdmin: Actor): Promise<Actor> {
  const person = await signUp(app);
  const client = api(app);
  const joined = await client.post('/api/v1/user/company-association', person.token, { associationType: 'COMPANY', companyId });
  if (joined.statusCode !== 201) throw new Error(`join failed: ${joined.body}`);
  const approved = await client.post(`/api/v1/company/users/${person.userId}/approve`, companyAdmin.token);
  if (approved.statusCode !== 200) throw new Error(`join approval failed: ${approved.body}`);
  return person;
}
