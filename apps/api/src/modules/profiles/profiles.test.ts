import { profileSectionNames, type ProfileSection } from '@paytable/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, randomIp, signUpAndLogIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { jpegWithExif, multipartBody, pngImage, storedFiles, uploadFile } from '../../../test/upload-helpers';
import { users } from '../../db/schema/index';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t.close());

const auth = (token: string) => ({ token });
const del = (url: string, token?: string) =>
  t.app.inject({ method: 'DELETE', url, remoteAddress: randomIp(), headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A valid entry per section, and a changed one for PUT. */
const samples: { [S in ProfileSection]: { create: Record<string, unknown>; update: Record<string, unknown> } } = {
  experience: {
    create: { title: 'Payments Manager', companyName: 'Aurora Casino Group', startDate: '2019-03', isCurrent: true },
    update: { title: 'Head of Payments', companyName: 'Aurora Casino Group', startDate: '2019-03', endDate: '2024-01', isCurrent: false },
  },
  education: {
    create: { institution: 'University of Malta', degree: 'BSc', startYear: 2010, endYear: 2013 },
    update: { institution: 'University of Malta', degree: 'MSc', fieldOfStudy: 'Finance', startYear: 2013, endYear: 2015 },
  },
  skill: { create: { name: 'Chargeback management', level: 'advanced' }, update: { name: 'Chargeback management', level: 'expert' } },
  certification: {
    create: { name: 'CAMS', issuingOrganization: 'ACAMS', issueDate: '2020-05' },
    update: { name: 'CAMS', issuingOrganization: 'ACAMS', issueDate: '2020-05', expiryDate: '2026-05', credentialUrl: 'acams.org/verify/1' },
  },
  project: {
    create: { name: 'Instant withdrawals', role: 'Product lead', startDate: '2021-01', endDate: '2021-09' },
    update: { name: 'Instant withdrawals in Spain', role: 'Product lead', startDate: '2021-01', endDate: '2021-10' },
  },
};

describe('GET and PUT /api/v1/profiles/me', () => {
  it('needs a signed-in account', async () => {
    expect((await api.get('/api/v1/profiles/me')).statusCode).toBe(401);
    expect((await api.put('/api/v1/profiles/me', { headline: 'x' })).statusCode).toBe(401);
  });

  it('answers an empty profile at 0 % for a new account', async () => {
    const me = await signUpAndLogIn(t.app, { firstName: 'Rosa', lastName: 'Vella' });
    const res = await api.get('/api/v1/profiles/me', auth(me.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: me.user.id,
      userId: me.user.id,
      fullName: 'Rosa Vella',
      headline: null,
      profilePhoto: null,
      completionPercentage: 0,
      experiences: [],
      education: [],
      skills: [],
      certifications: [],
      projects: [],
      updatedAt: null,
    });
  });

  it('saves the about fields, normalises the website, keeps omitted fields and clears empty ones', async () => {
    const me = await signUpAndLogIn(t.app);
    const first = await api.put(
      '/api/v1/profiles/me',
      { headline: '  Head of Payments  ', bio: 'Fifteen years in gaming payments.', location: 'Madrid', website: 'aurora.example', industryRole: 'payments' },
      auth(me.token),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      headline: 'Head of Payments',
      website: 'https://aurora.example',
      industryRole: 'payments',
      completionPercentage: 15 + 15 + 5 + 5,
    });
    const second = await api.put('/api/v1/profiles/me', { location: '', website: null }, auth(me.token));
    expect(second.json().data).toMatchObject({ headline: 'Head of Payments', location: null, website: null, completionPercentage: 35 });
  });

  it('rejects invalid fields with 400 and the contract message', async () => {
    const me = await signUpAndLogIn(t.app);
    const long = await api.put('/api/v1/profiles/me', { headline: 'x'.repeat(121) }, auth(me.token));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, message: 'Headline must be at most 120 characters' });
    const role = await api.put('/api/v1/profiles/me', { industryRole: 'wizard' }, auth(me.token));
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe('Choose an industry role');
    const site = await api.put('/api/v1/profiles/me', { website: 'not a site' }, auth(me.token));
    expect(site.json().message).toBe('Enter a valid website address');
  });
});

describe('GET /api/v1/profiles/{id}', () => {
  it("shows another member's profile without private account fields", async () => {
    const owner = await signUpAndLogIn(t.app, { firstName: 'Liam', lastName: 'Byrne' });
    const viewer = await signUpAndLogIn(t.app);
    await api.put('/api/v1/profiles/me', { headline: 'Studio director' }, auth(owner.token));
    const res = await api.get(`/api/v1/profiles/${owner.user.id}`, auth(viewer.token));
    expect(res.statusCode).toBe(200);
    const profile = res.json().data;
    expect(profile).toMatchObject({ userId: owner.user.id, fullName: 'Liam Byrne', headline: 'Studio director' });
    expect(res.body).not.toContain(owner.account.email);
    expect(res.body).not.toContain(owner.account.phoneNumber);
  });

  it('answers 404 for an unknown or disabled account, 400 for a non-numeric id, 401 when signed out', async () => {
    const viewer = await signUpAndLogIn(t.app);
    const disabled = await signUpAndLogIn(t.app);
    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.id, disabled.user.id));
    expect((await api.get('/api/v1/profiles/99999999', auth(viewer.token))).statusCode).toBe(404);
    expect((await api.get(`/api/v1/profiles/${disabled.user.id}`, auth(viewer.token))).statusCode).toBe(404);
    expect((await api.get('/api/v1/profiles/abc', auth(viewer.token))).statusCode).toBe(400);
    expect((await api.get(`/api/v1/profiles/${viewer.user.id}`)).statusCode).toBe(401);
  });
});

describe('sections under /api/v1/profile/me/{section}', () => {
  it.each(profileSectionNames)('%s: adds, replaces and removes an entry of my own', async (section) => {
    const me = await signUpAndLogIn(t.app);
    const base = `/api/v1/profile/me/${section}`;
    const created = await api.post(base, samples[section].create, auth(me.token));
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ id: expect.any(Number), ...samples[section].create });

    const updated = await api.put(`${base}/${item.id}`, samples[section].update, auth(me.token));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: item.id });

    const profile = (await api.get('/api/v1/profiles/me', auth(me.token))).json().data;
    const listName = { experience: 'experiences', education: 'education', skill: 'skills', certification: 'certifications', project: 'projects' }[section];
    expect(profile[listName]).toEqual([updated.json().data]);
    expect(profile.updatedAt).not.toBeNull();

    expect((await del(`${base}/${item.id}`, me.token)).statusCode).toBe(200);
    expect((await api.get('/api/v1/profiles/me', auth(me.token))).json().data[listName]).toEqual([]);
    expect((await del(`${base}/${item.id}`, me.token)).statusCode).toBe(404);
  });

  it.each(profileSectionNames)("%s: another member's entry answers 404 and stays untouched", async (section) => {
    const owner = await signUpAndLogIn(t.app);
    const intruder = await signUpAndLogIn(t.app);
    const base = `/api/v1/profile/me/${section}`;
    const item = (await api.post(base, samples[section].create, auth(owner.token))).json().data;

    const put = await api.put(`${base}/${item.id}`, samples[section].update, auth(intruder.token));
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ success: false, message: 'Item not found' });
    expect((await del(`${base}/${item.id}`, intruder.token)).statusCode).toBe(404);
    expect((await del(`${base}/${item.id}`)).statusCode).toBe(401);

    const ownerView = (await api.get(`/api/v1/profiles/${owner.user.id}`, auth(intruder.token))).json().data;
    const all = [...ownerView.experiences, ...ownerView.education, ...ownerView.skills, ...ownerView.certifications, ...ownerView.projects];
    expect(all).toContainEqual(item);
  });

  it('reads every section in its reading order: current and recent positions first, skills as added', async () => {
    const me = await signUpAndLogIn(t.app);
    const add = (section: ProfileSection, body: Record<string, unknown>) => api.post(`/api/v1/profile/me/${section}`, body, auth(me.token));
    await add('experience', { title: 'Analyst', companyName: 'Brava Bet', startDate: '2015-02', endDate: '2018-06', isCurrent: false });
    await add('experience', { title: 'Head of Risk', companyName: 'Nova Pay', startDate: '2021-09', isCurrent: true });
    await add('experience', { title: 'Risk Manager', companyName: 'Brava Bet', startDate: '2018-07', endDate: '2021-08', isCurrent: false });
    for (const name of ['AML', 'Chargebacks', 'KYC']) await add('skill', { name });
    const profile = (await api.get(`/api/v1/profiles/${me.user.id}`, auth(me.token))).json().data;
    expect(profile.experiences.map((item: { title: string }) => item.title)).toEqual(['Head of Risk', 'Risk Manager', 'Analyst']);
    expect(profile.experiences[1]).toMatchObject({ startDate: '2018-07', endDate: '2021-08', isCurrent: false });
    expect(profile.experiences[0]).not.toHaveProperty('userId');
    expect(profile.experiences[0]).not.toHaveProperty('createdAt');
    expect(profile.skills.map((item: { name: string }) => item.name)).toEqual(['AML', 'Chargebacks', 'KYC']);
  });

  it('checks dates: no end before the start, no end month on a current position', async () => {
    const me = await signUpAndLogIn(t.app);
    const backwards = await api.post(
      '/api/v1/profile/me/experience',
      { title: 'Analyst', companyName: 'Brava Bet', startDate: '2020-05', endDate: '2019-01' },
      auth(me.token),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('End month must not be before the start month');
    const current = await api.post(
      '/api/v1/profile/me/experience',
      { title: 'Analyst', companyName: 'Brava Bet', startDate: '2020-05', endDate: '2021-01', isCurrent: true },
      auth(me.token),
    );
    expect(current.json().message).toBe('A current position has no end month');
    const badMonth = await api.post('/api/v1/profile/me/experience', { title: 'Analyst', companyName: 'Brava Bet', startDate: '2020-13' }, auth(me.token));
    expect(badMonth.json().message).toBe('Start month must be a month like 2021-04');
    const missing = await api.post('/api/v1/profile/me/education', { degree: 'BSc' }, auth(me.token));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('School is required');
  });

  it('lists a skill once, whatever its case (409), also when renaming onto another', async () => {
    const me = await signUpAndLogIn(t.app);
    await api.post('/api/v1/profile/me/skill', { name: 'KYC' }, auth(me.token));
    const aml = (await api.post('/api/v1/profile/me/skill', { name: 'AML' }, auth(me.token))).json().data;
    const duplicate = await api.post('/api/v1/profile/me/skill', { name: 'kyc' }, auth(me.token));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('You already listed this skill');
    expect((await api.put(`/api/v1/profile/me/skill/${aml.id}`, { name: 'Kyc' }, auth(me.token))).statusCode).toBe(409);
    // Another member may list the same skill.
    const other = await signUpAndLogIn(t.app);
    expect((await api.post('/api/v1/profile/me/skill', { name: 'KYC' }, auth(other.token))).statusCode).toBe(201);
  });

  it('caps a section at 30 entries', async () => {
    const me = await signUpAndLogIn(t.app);
    for (let i = 0; i < 30; i += 1) {
      const res = await api.post('/api/v1/profile/me/project', { name: `Project ${i}` }, auth(me.token));
      expect(res.statusCode).toBe(201);
    }
    const over = await api.post('/api/v1/profile/me/project', { name: 'One too many' }, auth(me.token));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('You can add at most 30 entries to Projects');
  });

  it('computes completion from what is filled, up to 100 %', async () => {
    const me = await signUpAndLogIn(t.app);
    const token = auth(me.token);
    await api.put('/api/v1/profiles/me', { headline: 'Head of Compliance', bio: 'MLRO for two MGA licences.', location: 'Sliema', industryRole: 'compliance' }, token);
    await api.post('/api/v1/profile/me/experience', samples.experience.create, token);
    await api.post('/api/v1/profile/me/education', samples.education.create, token);
    for (const name of ['AML', 'KYC', 'Responsible gambling']) await api.post('/api/v1/profile/me/skill', { name }, token);
    await api.post('/api/v1/profile/me/certification', samples.certification.create, token);
    await api.post('/api/v1/profile/me/project', samples.project.create, token);
    expect((await api.get('/api/v1/profiles/me', token)).json().data.completionPercentage).toBe(85);
    await uploadFile(t.app, '/api/v1/profile-images/me/image', me.token, { field: 'image', name: 'me.png', type: 'image/png', content: await pngImage() });
    expect((await api.get('/api/v1/profiles/me', token)).json().data.completionPercentage).toBe(100);
  });
});

describe('POST and DELETE /api/v1/profile-images/me/image', () => {
  const upload = (token: string, file: Parameters<typeof uploadFile>[3]) => uploadFile(t.app, '/api/v1/profile-images/me/image', token, file);

  it('stores a re-encoded photo and thumbnail, serves them, and shows the URL on the user and the profile', async () => {
    const me = await signUpAndLogIn(t.app);
    const res = await upload(me.token, { field: 'image', name: 'holiday.jpg', type: 'image/jpeg', content: await jpegWithExif(1600, 1200) });
    expect(res.statusCode).toBe(200);
    const { profileImageUrl, profilePhotoThumbnail } = res.json().data;
    expect(profileImageUrl).toMatch(new RegExp(`^/api/v1/files/profileImages/${me.user.id}/[0-9a-f-]{36}\\.webp$`));
    expect(profilePhotoThumbnail).toBe(profileImageUrl.replace('.webp', '-thumb.webp'));

    const file = await api.get(profileImageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 768, height: 1024 });
    expect(stored.exif).toBeUndefined();
    expect((await sharp((await api.get(profilePhotoThumbnail)).rawPayload).metadata()).width).toBe(160);

    expect((await api.get('/api/v1/auth/profile', auth(me.token))).json().data.profileImageUrl).toBe(profileImageUrl);
    const viewer = await signUpAndLogIn(t.app);
    expect((await api.get(`/api/v1/profiles/${me.user.id}`, auth(viewer.token))).json().data.profilePhoto).toBe(profileImageUrl);
  });

  it('deletes the old files when a photo is replaced or removed', async () => {
    const me = await signUpAndLogIn(t.app);
    const mine = async () => (await storedFiles(t.config.dataDir)).filter((file) => file.startsWith(`profileImages/${me.user.id}/`));
    const first = (await upload(me.token, { field: 'image', name: 'a.png', type: 'image/png', content: await pngImage() })).json().data;
    expect(await mine()).toHaveLength(2);
    const second = (await upload(me.token, { field: 'image', name: 'b.png', type: 'image/png', content: await pngImage(300, 300, '#ff0000') })).json().data;
    expect(second.profileImageUrl).not.toBe(first.profileImageUrl);
    expect(await mine()).toHaveLength(2);
    expect((await api.get(first.profileImageUrl)).statusCode).toBe(404);

    const removed = await del('/api/v1/profile-images/me/image', me.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ profileImageUrl: null, profilePhotoThumbnail: null });
    expect(await mine()).toEqual([]);
    expect((await api.get('/api/v1/auth/profile', auth(me.token))).json().data.profileImageUrl).toBeNull();
    // Removing again is harmless.
    expect((await del('/api/v1/profile-images/me/image', me.token)).statusCode).toBe(200);
  });

  describe('refuses bad uploads and stores nothing', () => {
    let token: string;
    beforeAll(async () => {
      token = (await signUpAndLogIn(t.app)).token;
    });

    const cases: [string, () => Promise<Parameters<typeof uploadFile>[3]>, number, string][] = [
      ['a text file renamed .png', async () => ({ field: 'image', name: 'photo.png', type: 'image/png', content: 'GIF89a? no, just text\n'.repeat(50) }), 400, 'The file is not a valid image'],
      ['a 20 MB file', async () => ({ field: 'image', name: 'huge.png', type: 'image/png', content: Buffer.alloc(20 * 1024 * 1024, 7) }), 413, 'The file is too large (max 5 MB)'],
      [
        'a truncated JPEG',
        async () => {
          const whole = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#456' } }).jpeg().toBuffer();
          return { field: 'image', name: 'cut.jpg', type: 'image/jpeg', content: whole.subarray(0, Math.floor(whole.length * 0.6)) };
        },
        400,
        'The file is not a valid image',
      ],
      ['no file at all', async () => undefined, 400, 'No file uploaded'],
      ['a file in the wrong field', async () => ({ field: 'file', name: 'a.png', type: 'image/png', content: await pngImage() }), 400, 'No file uploaded'],
      ['an empty file', async () => ({ field: 'image', name: 'empty.png', type: 'image/png', content: Buffer.alloc(0) }), 400, 'No file uploaded'],
    ];

    it.each(cases)('%s', async (_name, makeFile, status, message) => {
      const before = await storedFiles(t.config.dataDir);
      const res = await upload(token, await makeFile());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(await storedFiles(t.config.dataDir)).toEqual(before);
    });

    it('a JSON body instead of multipart', async () => {
      const res = await api.post('/api/v1/profile-images/me/image', { image: 'data:image/png;base64,AAAA' }, auth(token));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('No file uploaded');
    });

    it('a signed-out upload', async () => {
      const { payload, headers } = await multipartBody({ field: 'image', name: 'a.png', type: 'image/png', content: await pngImage() });
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/profile-images/me/image', payload, headers, remoteAddress: randomIp() });
      expect(res.statusCode).toBe(401);
    });
  });
});
