import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyCredentials, securityEvents } from '../../db/schema/index';
import { client, memoryMailer, signUpAndLogIn } from '../../../test/auth-helpers';
import { api as adminApi, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { SoftwareAuthenticator } from '../../../test/software-authenticator';
import { relyingPartyOf } from './passkeys';

const AUTH = '/api/v1/auth';
const TF = `${AUTH}/two-factor`;
const PUBLIC_URL = 'https://paytable.test';

describe('passkeys as a second factor', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let root: Actor;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: PUBLIC_URL }, { mailer: memoryMailer() });
    api = client(t.app);
    root = await signInSuperuser(t.app);
  });
  afterAll(() => t.close());

  const patch = (url: string, payload: unknown, token: string) =>
    t.app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${token}` }, payload: payload as Record<string, unknown> });
  const eventsOf = async (userId: number) =>
    (await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(securityEvents.id)).map((row) => ({ type: row.type, details: row.details }));

  /** Adds a passkey from the settings: options from the server, the authenticator's answer, a name. */
  async function addPasskey(token: string, name: string, authenticator = new SoftwareAuthenticator('paytable.test', PUBLIC_URL)) {
    const options = await api.post(`${AUTH}/passkeys/registration-options`, undefined, { token });
    expect(options.statusCode, options.body).toBe(200);
    const { challenge, rp, excludeCredentials } = options.json().data;
    expect(rp).toMatchObject({ id: 'paytable.test', name: 'Paytable' });
    const added = await api.post(`${AUTH}/passkeys`, { name, response: authenticator.register({ challenge }) }, { token });
    return { added, authenticator, excludeCredentials: excludeCredentials as { id: string }[] };
  }

  async function personWithPasskey() {
    const person = await signUpAndLogIn(t.app);
    const { added, authenticator } = await addPasskey(person.token, 'Work laptop');
    expect(added.statusCode, added.body).toBe(201);
    return { ...person, authenticator, passkey: added.json().data.passkey as { id: number }, recoveryCodes: added.json().data.recoveryCodes as string[] };
  }

  const loginOf = (person: { account: { username: string; password: string } }) =>
    api.post(`${AUTH}/login`, { usernameOrEmail: person.account.username, password: person.account.password, rememberMe: false });
  const passkeyOptions = async (challengeToken: string) => {
    const res = await api.post(`${TF}/challenge/passkey-options`, { challengeToken });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { challenge: string; rpId: string; allowCredentials: { id: string }[] };
  };

  it('adds passkeys in the settings: the first turns two-factor on with recovery codes; listed, renamed; signs in with one', async () => {
    const person = await personWithPasskey();
    expect(person.recoveryCodes).toHaveLength(10);
    const [stored] = await t.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, person.user.id));
    expect(stored).toMatchObject({ credentialId: person.authenticator.id, counter: 0, transports: ['internal'], deviceType: 'singleDevice', backedUp: false });

    // A second passkey keeps the recovery codes; the person's passkeys are excluded from its creation.
    const second = await addPasskey(person.token, 'Phone');
    expect(second.added.statusCode).toBe(201);
    expect(second.added.json().data.recoveryCodes).toBeNull();
    expect(second.excludeCredentials.map((each) => each.id)).toEqual([person.authenticator.id]);
    const renamed = await patch(`${AUTH}/passkeys/${person.passkey.id}`, { name: '  Office laptop ' }, person.token);
    expect(renamed.json().data).toMatchObject({ id: person.passkey.id, name: 'Office laptop' });
    const status = (await api.get(TF, { token: person.token })).json().data;
    expect(status).toMatchObject({ enabled: true, authenticatorApp: false, recoveryCodesLeft: 10 });
    expect(status.passkeys.map((each: { name: string; lastUsedAt: string | null }) => [each.name, each.lastUsedAt])).toEqual([
      ['Office laptop', null],
      ['Phone', null],
    ]);

    // Sign-in: the challenge says a passkey is the way; the options are bound to this attempt.
    const challenge = (await loginOf(person)).json().data;
    expect(challenge).toMatchObject({ challenge: 'TWO_FACTOR', methods: ['PASSKEY'] });
    const options = await passkeyOptions(challenge.challengeToken);
    expect(options.rpId).toBe('paytable.test');
    expect(options.allowCredentials.map((each) => each.id).sort()).toEqual([person.authenticator.id, second.authenticator.id].sort());
    const signedIn = await api.post(`${TF}/challenge/passkey`, { challengeToken: challenge.challengeToken, response: person.authenticator.authenticate(options) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ token: expect.any(String), rememberMe: false, recoveryCodes: null });
    const [used] = await t.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.id, person.passkey.id));
    expect(used).toMatchObject({ counter: 1, lastUsedAt: expect.any(Date) });

    const trail = await eventsOf(person.user.id);
    expect(trail.filter((event) => event.type !== 'SIGN_IN').map((event) => event.type)).toEqual(['PASSKEY_ADDED', 'TWO_FACTOR_ENABLED', 'PASSKEY_ADDED']);
    expect(trail.at(-1)).toMatchObject({ type: 'SIGN_IN', details: { method: 'passkey' } });
    expect(trail[1]).toMatchObject({ details: { name: 'Work laptop' } });
  });

  it('refuses an answer to another challenge, a replayed answer, a cloned counter, another person’s passkey and a foreign origin', async () => {
    const person = await personWithPasskey();
    const other = await personWithPasskey();
    const attempt = async () => (await loginOf(person)).json().data.challengeToken as string;
    const answerWith = (challengeToken: string, response: unknown) => api.post(`${TF}/challenge/passkey`, { challengeToken, response });

    // Signed over a challenge the server never gave.
    let token = await attempt();
    await passkeyOptions(token);
    const forged = await answerWith(token, person.authenticator.authenticate({ challenge: Buffer.from('made-up challenge').toString('base64url') }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: 'PASSKEY_INVALID', message: 'That passkey could not be verified. Try again, or use a code from your authenticator app or a recovery code.' });

    // The options of one sign-in attempt do not answer another.
    const first = await attempt();
    const firstOptions = await passkeyOptions(first);
    token = await attempt();
    expect((await answerWith(token, person.authenticator.authenticate(firstOptions))).statusCode).toBe(401);

    // A valid answer counts once.
    token = await attempt();
    const response = person.authenticator.authenticate(await passkeyOptions(token));
    expect((await answerWith(token, response)).statusCode).toBe(200);
    expect((await answerWith(token, response)).statusCode).toBe(401);

    // A counter that did not grow: a cloned authenticator.
    token = await attempt();
    person.authenticator.counter = 0;
    expect((await answerWith(token, person.authenticator.authenticate(await passkeyOptions(token)))).json()).toMatchObject({ code: 'PASSKEY_INVALID' });

    // Another person's passkey, even over this attempt's challenge.
    token = await attempt();
    expect((await answerWith(token, other.authenticator.authenticate(await passkeyOptions(token)))).statusCode).toBe(401);

    // Signed for another site.
    token = await attempt();
    expect((await answerWith(token, person.authenticator.authenticate(await passkeyOptions(token), { origin: 'https://evil.example' }))).statusCode).toBe(401);

    // Each refusal is a failed sign-in: the fifth since the last sign-in locks the account, like wrong codes.
    token = await attempt();
    const locked = await answerWith(token, person.authenticator.authenticate({ challenge: 'AAAA' }));
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const failures = (await eventsOf(person.user.id)).filter((event) => event.type === 'SIGN_IN_FAILED');
    expect(failures).toHaveLength(7);
    expect(failures.every((event) => event.details.reason === 'passkey_not_verified')).toBe(true);
    expect((await loginOf(person)).json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('refuses a registration answer for another site or without a challenge', async () => {
    const person = await signUpAndLogIn(t.app);
    const authenticator = new SoftwareAuthenticator('paytable.test', PUBLIC_URL);
    const { challenge } = (await api.post(`${AUTH}/passkeys/registration-options`, undefined, { token: person.token })).json().data;
    const foreign = await api.post(`${AUTH}/passkeys`, { name: 'Key', response: authenticator.register({ challenge }, { origin: 'https://evil.example' }) }, { token: person.token });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'PASSKEY_INVALID', message: 'The passkey could not be added. Please try again.' });
    // The challenge was used up by the refused answer.
    expect((await api.post(`${AUTH}/passkeys`, { name: 'Key', response: authenticator.register({ challenge }) }, { token: person.token })).statusCode).toBe(400);
    expect((await api.get(TF, { token: person.token })).json().data).toMatchObject({ enabled: false, passkeys: [] });
    expect((await api.post(`${AUTH}/passkeys`, { name: '', response: {} }, { token: person.token })).statusCode).toBe(400);
  });

  it('removes a passkey after the password; the last one turns two-factor off; not another person’s, not while required', async () => {
    const person = await personWithPasskey();
    const second = await addPasskey(person.token, 'Phone');
    const secondId = second.added.json().data.passkey.id as number;
    const other = await signUpAndLogIn(t.app);
    const remove = (id: number, token: string, proof: Record<string, string>) => api.post(`${AUTH}/passkeys/${id}/remove`, proof, { token });

    expect((await remove(person.passkey.id, person.token, { password: 'Wrong-password-1' })).json()).toMatchObject({ code: 'TWO_FACTOR_INVALID_CODE' });
    expect((await remove(person.passkey.id, other.token, { password: other.account.password })).statusCode).toBe(404);
    expect((await patch(`${AUTH}/passkeys/${person.passkey.id}`, { name: 'Mine now' }, other.token)).statusCode).toBe(404);

    expect((await remove(person.passkey.id, person.token, { password: person.account.password })).statusCode).toBe(200);
    expect((await api.get(TF, { token: person.token })).json().data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await remove(person.passkey.id, person.token, { password: person.account.password })).statusCode).toBe(404);

    // Removing the last factor turns two-factor off: another session of the person ends, this one stays.
    const challengeToken = (await loginOf(person)).json().data.challengeToken as string;
    const elsewhere = await api.post(`${TF}/challenge/passkey`, { challengeToken, response: second.authenticator.authenticate(await passkeyOptions(challengeToken)) });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect((await remove(secondId, person.token, { password: person.account.password })).statusCode).toBe(200);
    expect((await api.get(`${AUTH}/profile`, { token: elsewhere.json().data.token })).statusCode).toBe(401);
    expect((await api.get(`${AUTH}/profile`, { token: person.token })).statusCode).toBe(200);
    expect((await api.get(TF, { token: person.token })).json().data).toMatchObject({ enabled: false, recoveryCodesLeft: 0, passkeys: [] });
    expect((await loginOf(person)).json().data.token).toEqual(expect.any(String));
    const trail = (await eventsOf(person.user.id)).map((event) => event.type).filter((type) => type !== 'SIGN_IN' && type !== 'SIGN_IN_FAILED');
    expect(trail).toEqual(['PASSKEY_ADDED', 'TWO_FACTOR_ENABLED', 'PASSKEY_ADDED', 'PASSKEY_REMOVED', 'PASSKEY_REMOVED', 'TWO_FACTOR_DISABLED']);

    // An admin (two-factor required) keeps the last passkey.
    const admin = await personWithPasskey();
    expect((await adminApi(t.app).post('/api/v1/admin/user-roles/assign', root.token, { userId: admin.user.id, role: 'ROLE_SUPPORT_ADMIN' })).statusCode).toBe(200);
    const refused = await remove(admin.passkey.id, admin.token, { password: admin.account.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect(await t.database.db.$count(passkeyCredentials, eq(passkeyCredentials.userId, admin.user.id))).toBe(1);
  });

  it('enrols a required account at sign-in with a passkey: recovery codes, the session as after the app, trusted device', async () => {
    const person = await signUpAndLogIn(t.app);
    expect((await adminApi(t.app).post('/api/v1/admin/user-roles/assign', root.token, { userId: person.user.id, role: 'ROLE_SUPPORT_ADMIN' })).statusCode).toBe(200);
    const login = (extra: Record<string, unknown> = {}) =>
      api.post(`${AUTH}/login`, { usernameOrEmail: person.account.username, password: person.account.password, rememberMe: true, ...extra });
    const enrolment = (await login()).json().data;
    expect(enrolment).toMatchObject({ challenge: 'TWO_FACTOR_ENROLMENT', requiredBy: 'ROLE', rememberMe: true });
    const enrolmentOptions = async (challengeToken: string) => {
      const res = await api.post(`${TF}/challenge/passkey-registration-options`, { challengeToken });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { challenge: string; rp: { id: string }; excludeCredentials: unknown[] };
    };
    const enrol = (challengeToken: string, response: unknown, extra: Record<string, unknown> = {}) =>
      api.post(`${TF}/challenge/passkey-registration`, { challengeToken, name: 'Security key', response, ...extra });
    const authenticator = new SoftwareAuthenticator('paytable.test', PUBLIC_URL);

    // A foreign origin is refused, uses the challenge up and counts as a failed sign-in.
    const refusedOptions = await enrolmentOptions(enrolment.challengeToken);
    const foreign = await enrol(enrolment.challengeToken, authenticator.register(refusedOptions, { origin: 'https://evil.example' }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ success: false, code: 'PASSKEY_INVALID', message: 'The passkey could not be added. Please try again.' });
    expect((await enrol(enrolment.challengeToken, authenticator.register(refusedOptions))).statusCode).toBe(400);
    // The settings' registration challenge does not answer the enrolment, nor another attempt's options.
    const { challenge: settingsChallenge } = (await api.post(`${AUTH}/passkeys/registration-options`, undefined, { token: person.token })).json().data;
    expect((await enrol(enrolment.challengeToken, authenticator.register({ challenge: settingsChallenge }))).statusCode).toBe(400);
    const otherAttempt = (await login()).json().data.challengeToken as string;
    const otherOptions = await enrolmentOptions(otherAttempt);
    expect((await enrol(enrolment.challengeToken, authenticator.register(otherOptions))).statusCode).toBe(400);
    // The enrolment's options do not answer the settings either.
    const crossed = await enrolmentOptions(otherAttempt);
    expect((await api.post(`${AUTH}/passkeys`, { name: 'Key', response: authenticator.register(crossed) }, { token: person.token })).statusCode).toBe(400);
    // A sign-in challenge of another kind is no enrolment.
    expect((await api.post(`${TF}/challenge/passkey-registration-options`, { challengeToken: 'not-a-token' })).json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_INVALID' });

    // Each challenge takes 5 answers: the next is refused like the other challenge routes.
    expect((await enrol(enrolment.challengeToken, authenticator.register(otherOptions))).statusCode).toBe(429);

    const attempt = (await login()).json().data.challengeToken as string;
    const options = await enrolmentOptions(attempt);
    expect(options.rp.id).toBe('paytable.test');
    expect(options.excludeCredentials).toEqual([]);
    const enrolled = await enrol(attempt, authenticator.register(options), { trustDevice: true });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json().message).toBe('Two-factor sign-in is on');
    const session = enrolled.json().data;
    expect(session).toMatchObject({ token: expect.any(String), rememberMe: true, trustedDeviceToken: expect.any(String) });
    expect(session.recoveryCodes).toHaveLength(10);
    expect((await api.get(`${AUTH}/profile`, { token: session.token })).statusCode).toBe(200);
    expect((await api.get(TF, { token: session.token })).json().data).toMatchObject({ enabled: true, authenticatorApp: false, requiredBy: 'ROLE', recoveryCodesLeft: 10, passkeys: [{ name: 'Security key' }] });

    const trail = await eventsOf(person.user.id);
    const failures = trail.filter((event) => event.type === 'SIGN_IN_FAILED');
    expect(failures.map((event) => event.details.reason)).toEqual(['passkey_not_verified', 'passkey_not_verified', 'passkey_not_verified', 'passkey_not_verified']);
    expect(trail.filter((event) => event.type.includes('PASSKEY') || event.type.startsWith('TWO_FACTOR')).map((event) => [event.type, event.details])).toEqual([
      ['PASSKEY_ADDED', { passkey: expect.any(Number), name: 'Security key' }],
      ['TWO_FACTOR_ENABLED', { method: 'passkey' }],
    ]);
    expect(trail.at(-1)).toMatchObject({ type: 'SIGN_IN', details: { method: 'passkey' } });

    // Enrolled: the old challenge enrols no second passkey; the trusted device skips the step; else the passkey is asked.
    expect((await api.post(`${TF}/challenge/passkey-registration-options`, { challengeToken: attempt })).json()).toMatchObject({ code: 'TWO_FACTOR_ALREADY_ENABLED' });
    expect((await login({ trustedDeviceToken: session.trustedDeviceToken })).json().data.token).toEqual(expect.any(String));
    const next = (await login()).json().data;
    expect(next).toMatchObject({ challenge: 'TWO_FACTOR', methods: ['PASSKEY'] });
    const signedIn = await api.post(`${TF}/challenge/passkey`, { challengeToken: next.challengeToken, response: authenticator.authenticate(await passkeyOptions(next.challengeToken)) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('takes the relying party from the public URL; a loopback address is the relying party localhost', () => {
    expect(relyingPartyOf('https://paytable.example.com')).toEqual({ rpID: 'paytable.example.com', origins: ['https://paytable.example.com'] });
    expect(relyingPartyOf('http://127.0.0.1:5173')).toEqual({ rpID: 'localhost', origins: ['http://localhost:5173'] });
    expect(relyingPartyOf('http://[::1]:8080')).toEqual({ rpID: 'localhost', origins: ['http://localhost:8080'] });
    expect(relyingPartyOf('http://localhost:3000')).toEqual({ rpID: 'localhost', origins: ['http://localhost:3000'] });
  });
});
