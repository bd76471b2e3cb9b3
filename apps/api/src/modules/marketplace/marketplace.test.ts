import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedCompany, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { addGame, gameStudio } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';

describe('marketplace', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let studio: Actor & { companyId: number };
  let other: Actor & { companyId: number };
  let mga: number;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    studio = await gameStudio(t.app, admin);
    other = await gameStudio(t.app, admin);
    const places = (await http.get(`${V1}/license-jurisdictions`)).json().data as { id: number; code: string }[];
    mga = places.find((place) => place.code === 'MT-MGA')!.id;
  });
  afterAll(() => t.close());

  describe('showcase', () => {
    it('drafts and publishes a listing; admins feature it; other companies cannot touch it', async () => {
      const gameId = await addGame(t.app, studio);
      const otherGame = await addGame(t.app, other);
      expect((await http.post(`${V1}/showcase/company/${studio.companyId}`, studio.token, { title: 'Slots', gameId: otherGame })).json().message).toBe(
        'Choose one of your own games',
      );
      const created = await http.post(`${V1}/showcase/company/${studio.companyId}`, studio.token, { title: 'Nordic slots', summary: 'Ten titles', gameId });
      expect(created.statusCode).toBe(201);
      const listing = created.json().data;
      expect(listing).toMatchObject({ title: 'Nordic slots', isPublished: false, isFeatured: false, game: { id: gameId } });

      // Drafts: only the company's staff see them.
      expect((await http.get(`${V1}/showcase/company/${studio.companyId}`)).json().data).toEqual([]);
      expect((await http.get(`${V1}/showcase/company/${studio.companyId}`, studio.token)).json().data).toHaveLength(1);
      const feature = { featured: true, rank: 1 };
      expect((await http.post(`${V1}/admin/showcase/${listing.id}/feature`, admin.token, feature)).json().message).toBe('Only published listings can be featured');

      expect((await http.put(`${V1}/showcase/${listing.id}/company/${studio.companyId}`, other.token, { title: 'Mine now' })).statusCode).toBe(404);
      expect((await http.put(`${V1}/showcase/${listing.id}/company/${other.companyId}`, other.token, { title: 'Mine now' })).statusCode).toBe(404);
      const colleague = await staffMember(t.app, studio.companyId, studio);
      expect((await http.put(`${V1}/showcase/${listing.id}/company/${studio.companyId}`, colleague.token, { title: 'Mine now' })).statusCode).toBe(403);

      const published = await http.put(`${V1}/showcase/${listing.id}/company/${studio.companyId}`, studio.token, { title: 'Nordic slots', gameId, isPublished: true });
      expect(published.json().data.isPublished).toBe(true);
      expect((await http.post(`${V1}/admin/showcase/${listing.id}/feature`, studio.token, feature)).statusCode).toBe(403);
      const featured = await http.post(`${V1}/admin/showcase/${listing.id}/feature`, admin.token, feature);
      expect(featured.json()).toMatchObject({ data: { isFeatured: true, featuredRank: 1 }, message: 'Listing featured' });
      const row = (await http.get(`${V1}/showcase?featuredOnly=true`)).json().data;
      expect(row.content.map((each: { id: number }) => each.id)).toContain(listing.id);

      // Unpublishing takes it out of the featured row.
      await http.put(`${V1}/showcase/${listing.id}/company/${studio.companyId}`, studio.token, { title: 'Nordic slots', isPublished: false });
      expect((await http.get(`${V1}/showcase?featuredOnly=true`)).json().data.content.map((each: { id: number }) => each.id)).not.toContain(listing.id);
      expect((await http.delete(`${V1}/showcase/${listing.id}/company/${studio.companyId}`, studio.token)).statusCode).toBe(200);
    });
  });

  describe('certifications', () => {
    it('a company files a certificate, an admin verifies it, and the badge shows', async () => {
      const plain = await signUp(t.app);
      expect((await http.post(`${V1}/certifications/company/${studio.companyId}`, plain.token, { jurisdictionId: mga })).statusCode).toBe(404);
      expect((await http.post(`${V1}/certifications/company/${studio.companyId}`, studio.token, {})).json().message).toBe('Choose a jurisdiction or name the standard');
      const filed = await http.post(`${V1}/certifications/company/${studio.companyId}`, studio.token, {
        jurisdictionId: mga,
        certificateNumber: 'MGA/B2B/123/2020',
        issuedBy: 'Malta Gaming Authority',
        issuedAt: '2024-01-01',
        expiresAt: '2029-01-01',
      });
      expect(filed.statusCode).toBe(201);
      const certificate = filed.json().data;
      expect(certificate).toMatchObject({ status: 'PENDING', label: 'MT-MGA', jurisdiction: { id: mga } });
      expect((await http.post(`${V1}/certifications/company/${studio.companyId}`, studio.token, { jurisdictionId: mga })).statusCode).toBe(409);

      // Pending certificates are private to the company and its reviewers.
      expect((await http.get(`${V1}/certifications/company/${studio.companyId}`)).json().data).toEqual([]);
      expect((await http.get(`${V1}/certifications/company/${studio.companyId}`, studio.token)).json().data).toHaveLength(1);
      const queue = (await http.get(`${V1}/admin/certifications?status=PENDING`, admin.token)).json().data;
      expect(queue.content.map((each: { id: number }) => each.id)).toContain(certificate.id);
      expect((await http.get(`${V1}/admin/certifications`, studio.token)).statusCode).toBe(403);
      expect((await http.post(`${V1}/admin/certifications/${certificate.id}/verify`, studio.token, {})).statusCode).toBe(403);

      const verified = await http.post(`${V1}/admin/certifications/${certificate.id}/verify`, admin.token, { notes: 'Checked the MGA register' });
      expect(verified.json()).toMatchObject({ data: { status: 'VERIFIED', reviewNotes: 'Checked the MGA register' }, message: 'Certificate verified' });
      expect((await http.get(`${V1}/certifications/company/${studio.companyId}`)).json().data).toHaveLength(1);
      const badges = (await http.get(`${V1}/certifications/badges?companyIds=${studio.companyId}&companyIds=${other.companyId}`)).json().data;
      expect(badges).toEqual({ [studio.companyId]: ['MT-MGA'], [other.companyId]: [] });

      expect((await http.delete(`${V1}/certifications/${certificate.id}/company/${other.companyId}`, other.token)).statusCode).toBe(404);
      expect((await http.delete(`${V1}/certifications/${certificate.id}/company/${studio.companyId}`, other.token)).statusCode).toBe(404);
    });

    it('refuses bad badge queries with a 400', async () => {
      expect((await http.get(`${V1}/certifications/badges?companyIds=abc`)).statusCode).toBe(400);
      const company = await approvedCompany(t.app, admin);
      expect((await http.get(`${V1}/certifications/badges?companyIds=${company.companyId}`)).json().data).toEqual({ [company.companyId]: [] });
    });
  });
});
