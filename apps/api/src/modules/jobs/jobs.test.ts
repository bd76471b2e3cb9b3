import { envelopeSchema, JOBS_COUNT_CAP, jobSchema, pageSchema, publicJobsQuerySchema, type JobInput } from '@paytable/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { inDays, jobInput } from '../../../test/jobs-helpers';
import { multipartBody, storedFiles } from '../../../test/upload-helpers';
import { jobs as jobsTable } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { jobsNotifications } from './notifications';
import { defineJobsSchedules, JOBS_SCHEDULES } from './scheduled';
import { SearchCorrections } from '../../platform/text-search';
import * as service from './service';

const V1 = '/api/v1';
const DAY = 86_400_000;
type Company = Actor & { companyId: number };

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');


const asAuthUser = (actor: Actor): AuthUser => ({ id: actor.userId, email: actor.email, username: actor.email, userType: 'user', roles: [], emailVerified: true, sessionId: 'test' });

describe('jobs', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let hirer: Company;
  let rival: Company;
  let seeker: Actor;
  const patch = (url: string, token: string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url, remoteAddress: randomIp(), headers: { authorization: `Bearer ${token}` }, payload: payload as Record<string, unknown> });

  async function createJob(company: Company, overrides: Partial<JobInput> = {}): Promise<number> {
    const res = await http.post(`${V1}/jobs/company/${company.companyId}`, company.token, jobInput(overrides));
    if (res.statusCode !== 201) throw new Error(`job creation failed: ${res.body}`);
    return res.json().data.id as number;
  }
  async function publishedJob(company: Company, overrides: Partial<JobInput> = {}): Promise<number> {
    const id = await createJob(company, overrides);
    const res = await patch(`${V1}/jobs/${id}/company/${company.companyId}/status`, company.token, { status: 'PUBLISHED' });
    if (res.statusCode !== 200) throw new Error(`publish failed: ${res.body}`);
    return id;
  }
  // The list is serialized without re-encoding (trustedJsonSerializer): its answers must hold exactly the contract's fields.
  const boardAnswerSchema = envelopeSchema(pageSchema(jobSchema.strict()));
  const publicIds = async (query: string) => boardAnswerSchema.parse((await http.get(`${V1}/jobs/public?size=100&${query}`)).json()).data.content.map((job) => job.id);

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    hirer = await approvedCompany(t.app, admin, unique('Hirer '));
    await grantCompanyPrivilege(t.app, admin, hirer, 'company_jobs');
    rival = await approvedCompany(t.app, admin, unique('Rival '));
    await grantCompanyPrivilege(t.app, admin, rival, 'company_jobs');
    seeker = await signUp(t.app);
  });
  afterAll(() => t.close());

  describe('company jobs', () => {
    it('creates a draft with a sanitized description, reads, updates and deletes it', async () => {
      const created = await http.post(`${V1}/jobs/company/${hirer.companyId}`, hirer.token, jobInput({ title: 'AML Analyst' }));
      expect(created.statusCode).toBe(201);
      const job = created.json().data;
      expect(job).toMatchObject({ status: 'DRAFT', title: 'AML Analyst', applicationCount: 0, salary: { min: 6_000_000, max: 8_000_000, currency: 'EUR', period: 'YEAR' } });
      expect(job.description).toContain('<strong>AML</strong>');
      expect(job.description).not.toContain('script');
      expect(job.description).not.toContain('javascript:');

      expect((await http.get(`${V1}/jobs/${job.id}/company/${hirer.companyId}`, hirer.token)).json().data.title).toBe('AML Analyst');
      const updated = await http.put(`${V1}/jobs/${job.id}/company/${hirer.companyId}`, hirer.token, jobInput({ title: 'AML Lead', workplace: 'REMOTE', allowedCountries: ['mt', 'es'] }));
      expect(updated.json().data).toMatchObject({ title: 'AML Lead', allowedCountries: ['MT', 'ES'] });
      const list = (await http.get(`${V1}/jobs/company/${hirer.companyId}`, hirer.token)).json().data;
      expect(list.content.map((each: { id: number }) => each.id)).toContain(job.id);
      expect((await http.delete(`${V1}/jobs/${job.id}/company/${hirer.companyId}`, hirer.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/jobs/${job.id}/company/${hirer.companyId}`, hirer.token)).statusCode).toBe(404);
    });

    it('rejects bad input with the field message', async () => {
      const noCountry = await http.post(`${V1}/jobs/company/${hirer.companyId}`, hirer.token, jobInput({ country: null }));
      expect(noCountry.statusCode).toBe(400);
      expect(JSON.stringify(noCountry.json())).toContain('Choose the country of an on-site or hybrid job');
      const range = await http.post(`${V1}/jobs/company/${hirer.companyId}`, hirer.token, jobInput({ salaryMin: 9, salaryMax: 1 }));
      expect(JSON.stringify(range.json())).toContain('The minimum salary cannot be above the maximum');
      const keyFunction = await http.post(`${V1}/jobs/company/${hirer.companyId}`, hirer.token, jobInput({ licensedKeyFunction: true }));
      expect(JSON.stringify(keyFunction.json())).toContain('Choose the jurisdictions whose regulator approves this key function');
      const places = (await http.get(`${V1}/license-jurisdictions`)).json().data as { id: number; code: string }[];
      const mga = places.find((place) => place.code === 'MT-MGA')!;
      const licensed = await http.post(`${V1}/jobs/company/${hirer.companyId}`, hirer.token, jobInput({ licensedKeyFunction: true, keyFunctionJurisdictionIds: [mga.id] }));
      expect(licensed.json().data.keyFunctionJurisdictions).toEqual([expect.objectContaining({ id: mga.id, code: 'MT-MGA' })]);
    });

    it('enforces the status life cycle', async () => {
      const id = await createJob(hirer);
      const move = (status: string) => patch(`${V1}/jobs/${id}/company/${hirer.companyId}/status`, hirer.token, { status });
      const refused = ['PAUSED', 'CLOSED', 'ARCHIVED'];
      for (const status of refused) expect((await move(status)).statusCode).toBe(409);
      expect((await move('PUBLISHED')).json().data).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });
      expect((await move('ARCHIVED')).statusCode).toBe(409);
      expect((await move('DRAFT')).statusCode).toBe(409);
      expect((await move('PAUSED')).json().data.status).toBe('PAUSED');
      expect((await move('PAUSED')).statusCode).toBe(409);
      expect((await move('PUBLISHED')).json().data.status).toBe('PUBLISHED');
      expect((await move('PAUSED')).json().data.status).toBe('PAUSED');
      const closed = await move('CLOSED');
      expect(closed.json()).toMatchObject({ data: { status: 'CLOSED', closedAt: expect.any(String) }, message: 'Job status updated' });
      expect((await move('PUBLISHED')).json().message).toBe('This status change is not allowed');
      expect((await move('ARCHIVED')).json().data.status).toBe('ARCHIVED');
      expect((await move('CLOSED')).statusCode).toBe(409);
      expect((await http.put(`${V1}/jobs/${id}/company/${hirer.companyId}`, hirer.token, jobInput())).json().message).toBe('An archived job cannot be edited');
    });

    it('publishing needs a valid-through date in the future', async () => {
      const id = await createJob(hirer, { validThrough: '2020-01-01' });
      const res = await patch(`${V1}/jobs/${id}/company/${hirer.companyId}/status`, hirer.token, { status: 'PUBLISHED' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Set a valid-through date in the future before publishing');
    });

    it('needs membership and company_jobs; another company’s job answers 404', async () => {
      const id = await createJob(hirer);
      const outsider = await signUp(t.app);
      expect((await http.get(`${V1}/jobs/company/${hirer.companyId}`, outsider.token)).statusCode).toBe(404);
      expect((await http.post(`${V1}/jobs/company/${hirer.companyId}`, outsider.token, jobInput())).statusCode).toBe(404);
      expect((await http.get(`${V1}/jobs/company/${hirer.companyId}`)).statusCode).toBe(401);
      // A rival company's staff: 404 through either company id.
      expect((await http.get(`${V1}/jobs/${id}/company/${hirer.companyId}`, rival.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/jobs/${id}/company/${rival.companyId}`, rival.token)).statusCode).toBe(404);
      expect((await http.put(`${V1}/jobs/${id}/company/${rival.companyId}`, rival.token, jobInput())).statusCode).toBe(404);
      expect((await http.delete(`${V1}/jobs/${id}/company/${rival.companyId}`, rival.token)).statusCode).toBe(404);
      expect((await patch(`${V1}/jobs/${id}/company/${rival.companyId}/status`, rival.token, { status: 'PUBLISHED' })).statusCode).toBe(404);
      // A colleague without company_jobs: 403.
      const colleague = await staffMember(t.app, hirer.companyId, hirer);
      expect((await http.get(`${V1}/jobs/company/${hirer.companyId}`, colleague.token)).statusCode).toBe(403);
      expect((await http.get(`${V1}/jobs/company/${hirer.companyId}/stats`, colleague.token)).statusCode).toBe(403);
      // A company without the privilege: its admin is refused too.
      const plain = await approvedCompany(t.app, admin);
      expect((await http.post(`${V1}/jobs/company/${plain.companyId}`, plain.token, jobInput())).statusCode).toBe(403);
      expect((await http.get(`${V1}/jobs/company/${hirer.companyId}/stats`, hirer.token)).json().data).toMatchObject({ total: expect.any(Number), byStatus: { DRAFT: expect.any(Number) } });
    });
  });

  describe('public board', () => {
    let compliance: number;
    let remoteDev: number;
    let hiddenSalary: number;
    let draft: number;

    beforeAll(async () => {
      compliance = await publishedJob(hirer, { title: 'Regulatory Compliance Manager', skills: ['AML', 'MGA licensing'] });
      remoteDev = await publishedJob(rival, {
        title: 'Platform Engineer',
        function: 'ENGINEERING',
        seniority: 'MID',
        employmentType: 'CONTRACTOR',
        workplace: 'REMOTE',
        allowedCountries: ['DE', 'PL'],
        country: null,
        city: null,
        salaryMin: 500_000,
        salaryMax: 700_000,
        salaryCurrency: 'GBP',
        salaryPeriod: 'MONTH',
        skills: ['TypeScript', 'PostgreSQL'],
      });
      hiddenSalary = await publishedJob(rival, { title: 'Fraud Analyst', function: 'RISK_FRAUD', seniority: 'JUNIOR', salaryShown: false, country: 'GB', city: 'London' });
      draft = await createJob(hirer, { title: 'Regulatory Compliance Draft' });
    });

    it('lists published jobs only, newest first, with the page shape', async () => {
      const page = (await http.get(`${V1}/jobs/public?size=2`)).json().data;
      expect(page).toMatchObject({ number: 0, size: 2, totalElements: expect.any(Number), totalPages: expect.any(Number) });
      const ids = await publicIds('');
      expect(ids).toEqual(expect.arrayContaining([compliance, remoteDev, hiddenSalary]));
      expect(ids).not.toContain(draft);
      expect(ids.indexOf(hiddenSalary)).toBeLessThan(ids.indexOf(compliance));
    });

    it('finds a keyword with a typo and sorts by relevance', async () => {
      expect(await publicIds('q=complaince')).toContain(compliance);
      expect(await publicIds('q=regulatory%20complaince&sort=relevance')).toEqual([compliance]);
      expect(await publicIds('q=typescript')).toEqual([remoteDev]);
      expect(await publicIds('q=zzzzqqq')).toEqual([]);
    });

    it('filters by function, seniority, employment type, workplace, country, salary, company type and posted within', async () => {
      expect(await publicIds('function=ENGINEERING')).toEqual([remoteDev]);
      expect(await publicIds('seniority=JUNIOR')).toEqual([hiddenSalary]);
      expect(await publicIds('employmentType=CONTRACTOR')).toEqual([remoteDev]);
      expect(await publicIds('workplace=REMOTE')).toEqual([remoteDev]);
      expect(await publicIds('country=pl')).toEqual([remoteDev]);
      expect(await publicIds('country=MT')).toEqual([compliance]);
      // With the workplace given, only its reading of the country applies.
      expect(await publicIds('workplace=REMOTE&country=PL')).toEqual([remoteDev]);
      expect(await publicIds('workplace=REMOTE&country=MT')).toEqual([]);
      expect(await publicIds('workplace=HYBRID&country=MT')).toEqual([compliance]);
      expect(await publicIds('workplace=HYBRID&country=PL')).toEqual([]);
      expect(await publicIds('q=compliance&workplace=HYBRID&country=MT')).toEqual([compliance]);
      // A hidden salary never matches a salary filter.
      expect(await publicIds('salaryMin=7000000')).toEqual([compliance]);
      expect(await publicIds('salaryMin=600000&currency=GBP')).toEqual([remoteDev]);
      expect(await publicIds('postedWithin=1')).toEqual(expect.arrayContaining([compliance, remoteDev]));
      expect((await http.get(`${V1}/jobs/public?postedWithin=3`)).statusCode).toBe(400);
      const types = (await http.get(`${V1}/business-types`)).json().data as { id: number }[];
      expect(await publicIds(`companyTypeId=${types[0]!.id}`)).toEqual([]);
      expect(await publicIds('function=ENGINEERING&workplace=REMOTE&country=DE&q=platform')).toEqual([remoteDev]);
    });

    it('hides a hidden salary from the public but not from the company', async () => {
      expect((await http.get(`${V1}/jobs/public/${hiddenSalary}`)).json().data.salary).toBeNull();
      expect((await http.get(`${V1}/jobs/public/${hiddenSalary}`, rival.token)).json().data.salary).toMatchObject({ currency: 'EUR' });
      expect((await http.get(`${V1}/jobs/public/${draft}`)).statusCode).toBe(404);
    });

    it('hides expired jobs at query time and closes them on schedule (fake clock)', async () => {
      const id = await publishedJob(hirer, { title: 'Short Contract Auditor', validThrough: inDays(2) });
      const later = new Date(Date.now() + 5 * DAY);
      const query = publicJobsQuerySchema.parse({ size: '100' });
      expect((await service.listPublicJobs(t.app.platform.db, new SearchCorrections(), query)).content.map((job) => job.id)).toContain(id);
      expect((await service.listPublicJobs(t.app.platform.db, new SearchCorrections(), query, later)).content.map((job) => job.id)).not.toContain(id);
      expect(await service.closeExpiredJobs(t.app.platform.db, new Date())).not.toContain(id);
      expect(await service.closeExpiredJobs(t.app.platform.db, later)).toContain(id);
      const page = (await http.get(`${V1}/jobs/public/${id}`)).json().data;
      expect(page).toMatchObject({ status: 'CLOSED', closedAt: later.toISOString() });
    });

    it('counts matches up to the cap, and a page past the last match still says how many there are', async () => {
      const [template] = await t.app.platform.db.select().from(jobsTable).where(eq(jobsTable.id, compliance));
      const { id: _id, searchVector: _vector, ...columns } = template!;
      const copies = Array.from({ length: JOBS_COUNT_CAP + 5 }, (_, i) => ({ ...columns, title: `Croupier Supervisor ${i}`, companyId: rival.companyId }));
      const inserted = await t.app.platform.db.insert(jobsTable).values(copies).returning({ id: jobsTable.id });
      try {
        const count = async (query: string) => (await http.get(`${V1}/jobs/public?${query}`)).json().data as { totalElements: number; totalPages: number; content: unknown[] };
        expect(await count('q=croupier')).toMatchObject({ totalElements: JOBS_COUNT_CAP + 1, totalPages: 51 });
        expect(await count('')).toMatchObject({ totalElements: JOBS_COUNT_CAP + 1 });
        expect(await count('q=complaince&page=3')).toMatchObject({ content: [], totalElements: 1 });
        expect(await count('function=ENGINEERING&page=3')).toMatchObject({ content: [], totalElements: 1 });
      } finally {
        await t.app.platform.db.delete(jobsTable).where(inArray(jobsTable.id, inserted.map((row) => row.id)));
      }
    });
  });

  describe('applications', () => {
    it('keeps a CV with JavaScript as sent, served as a download with nosniff, and flags it to the hiring company', async () => {
      const jobId = await publishedJob(hirer, { title: 'Fraud Analyst' });
      const active = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      const { payload, headers } = await multipartBody({ field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: active }, { coverLetter: 'Ten years in fraud.' });
      // An applicant of their own, so the other tests' applicant keeps their list.
      const applicant = await signUp(t.app);
      const applied = await t.app.inject({ method: 'POST', url: `${V1}/jobs/${jobId}/apply`, payload, remoteAddress: randomIp(), headers: { ...headers, authorization: `Bearer ${applicant.token}` } });
      expect(applied.statusCode).toBe(201);
      const applications = (await http.get(`${V1}/companies/${hirer.companyId}/applications?size=100`, hirer.token)).json().data.content as { id: number; job: { id: number }; hasCv: boolean; cvActiveContent: boolean }[];
      const flagged = applications.find((each) => each.job.id === jobId)!;
      expect(flagged).toMatchObject({ hasCv: true, cvActiveContent: true });
      const cv = await http.get(`${V1}/job-applications/applications/${flagged.id}/cv`, hirer.token);
      expect(cv.headers['content-disposition']).toMatch(/^attachment/);
      expect(cv.headers['x-content-type-options']).toBe('nosniff');
      expect(cv.rawPayload.equals(active)).toBe(true);
      // A plain CV is not flagged.
      expect(applications.filter((each) => each.job.id !== jobId && each.hasCv).every((each) => !each.cvActiveContent)).toBe(true);
      // Withdrawn and deleted: the stored CV goes with it (the other tests count the stored CVs).
      expect((await http.delete(`${V1}/applications/${flagged.id}`, applicant.token)).statusCode).toBe(200);
    });

    it('applies once with a PDF CV; the company moves it through stages; the applicant sees stages but no notes', async () => {
      const jobId = await publishedJob(hirer, { title: 'Payments Risk Lead' });
      const { payload, headers } = await multipartBody({ field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: pdf }, { coverLetter: 'I led fraud at a PSP.' });
      const applied = await t.app.inject({ method: 'POST', url: `${V1}/jobs/${jobId}/apply`, payload, remoteAddress: randomIp(), headers: { ...headers, authorization: `Bearer ${seeker.token}` } });
      expect(applied.statusCode).toBe(201);
      const application = applied.json().data;
      expect(application).toMatchObject({ status: 'RECEIVED', hasCv: true, coverLetter: 'I led fraud at a PSP.', history: [{ status: 'RECEIVED' }] });
      expect((await http.post(`${V1}/jobs/${jobId}/apply`, seeker.token, { coverLetter: 'Again' })).statusCode).toBe(409);
      expect((await http.post(`${V1}/jobs/${jobId}/apply`, hirer.token, { coverLetter: 'Me' })).statusCode).toBe(403);

      // The CV is private: not on the files route, readable by the applicant and the company.
      const [stored] = (await storedFiles(t.config.dataDir)).filter((file) => file.startsWith('applicationCvs/'));
      expect((await http.get(`${V1}/files/${stored}`)).statusCode).toBe(404);
      const cv = await http.get(`${V1}/job-applications/applications/${application.id}/cv`, hirer.token);
      expect(cv.headers['content-type']).toBe('application/pdf');
      expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await http.get(`${V1}/job-applications/applications/${application.id}/cv`, rival.token)).statusCode).toBe(404);

      for (const status of ['REVIEWING', 'SHORTLISTED', 'INTERVIEW']) {
        const moved = await patch(`${V1}/job-applications/applications/${application.id}`, hirer.token, { status, notes: `Internal: ${status}` });
        expect(moved.statusCode).toBe(200);
      }
      expect((await patch(`${V1}/job-applications/applications/${application.id}`, hirer.token, { status: 'INTERVIEW' })).json().message).toBe('The application is already in this stage');
      expect((await patch(`${V1}/job-applications/applications/${application.id}`, hirer.token, { status: 'WITHDRAWN' })).statusCode).toBe(403);
      expect((await patch(`${V1}/job-applications/applications/${application.id}`, rival.token, { status: 'REJECTED' })).statusCode).toBe(404);
      expect((await patch(`${V1}/job-applications/applications/${application.id}`, seeker.token, { status: 'HIRED' })).json().message).toBe('An applicant can only withdraw an application');

      const company = (await http.get(`${V1}/companies/${hirer.companyId}/jobs/${jobId}/applications`, hirer.token)).json().data.content;
      expect(company).toHaveLength(1);
      expect(company[0]).toMatchObject({ status: 'INTERVIEW', applicant: { userId: seeker.userId, profilePath: `/dashboard/profile/${seeker.userId}` } });
      expect(company[0].history.map((entry: { note: string | null }) => entry.note)).toEqual([null, 'Internal: REVIEWING', 'Internal: SHORTLISTED', 'Internal: INTERVIEW']);
      expect((await http.get(`${V1}/companies/${rival.companyId}/jobs/${jobId}/applications`, rival.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/companies/${hirer.companyId}/applications?jobId=${jobId}`, rival.token)).statusCode).toBe(404);

      const mine = (await http.get(`${V1}/applications/my-applications`, seeker.token)).json().data;
      expect(mine[0]).toMatchObject({ status: 'INTERVIEW', job: { id: jobId } });
      expect(mine[0].history.map((entry: { status: string }) => entry.status)).toEqual(['RECEIVED', 'REVIEWING', 'SHORTLISTED', 'INTERVIEW']);
      expect(JSON.stringify(mine)).not.toContain('Internal');

      const withdrawn = await patch(`${V1}/job-applications/applications/${application.id}`, seeker.token, { status: 'WITHDRAWN', notes: 'ignored' });
      expect(withdrawn.json()).toMatchObject({ data: { status: 'WITHDRAWN' }, message: 'Application withdrawn' });
      expect((await patch(`${V1}/job-applications/applications/${application.id}`, hirer.token, { status: 'OFFERED' })).json().message).toBe('The applicant has withdrawn this application');

      expect((await http.delete(`${V1}/applications/${application.id}`, hirer.token)).statusCode).toBe(404);
      expect((await http.delete(`${V1}/applications/${application.id}`, seeker.token)).statusCode).toBe(200);
      expect((await http.get(`${V1}/applications/my-applications`, seeker.token)).json().data).toEqual([]);
      expect((await storedFiles(t.config.dataDir)).filter((file) => file.startsWith('applicationCvs/'))).toEqual([]);
    });

    it('refuses a CV that is not a PDF or is over 5 MB, and jobs that are not open', async () => {
      const jobId = await publishedJob(hirer);
      const send = async (content: Buffer) => {
        const { payload, headers } = await multipartBody({ field: 'cv', name: 'cv.pdf', type: 'application/pdf', content }, { coverLetter: 'Hello' });
        return t.app.inject({ method: 'POST', url: `${V1}/jobs/${jobId}/apply`, payload, remoteAddress: randomIp(), headers: { ...headers, authorization: `Bearer ${seeker.token}` } });
      };
      const fake = await send(Buffer.from('MZ this is an executable'));
      expect(fake.statusCode).toBe(400);
      expect(fake.json().message).toBe('The CV must be a PDF file');
      const big = await send(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]));
      expect(big.statusCode).toBe(413);
      expect((await http.post(`${V1}/jobs/${jobId}/apply`, seeker.token, { coverLetter: '' })).statusCode).toBe(400);

      const draft = await createJob(hirer);
      expect((await http.post(`${V1}/jobs/${draft}/apply`, seeker.token, { coverLetter: 'Hi' })).statusCode).toBe(404);
      await patch(`${V1}/jobs/${jobId}/company/${hirer.companyId}/status`, hirer.token, { status: 'PAUSED' });
      expect((await http.post(`${V1}/jobs/${jobId}/apply`, seeker.token, { coverLetter: 'Hi' })).json().message).toBe('This job is not accepting applications');
    });

    it('counts stages, conversion and time to hire', async () => {
      const jobId = await publishedJob(rival, { title: 'Stats Job' });
      const people = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
      const ids: number[] = [];
      for (const person of people) ids.push((await http.post(`${V1}/jobs/${jobId}/apply`, person.token, { coverLetter: 'Hi' })).json().data.id);
      await patch(`${V1}/job-applications/applications/${ids[0]}`, rival.token, { status: 'HIRED' });
      await patch(`${V1}/job-applications/applications/${ids[1]}`, rival.token, { status: 'REJECTED' });
      await patch(`${V1}/job-applications/applications/${ids[2]}`, people[2]!.token, { status: 'WITHDRAWN' });
      const stats = (await http.get(`${V1}/companies/${rival.companyId}/applications/stats?jobId=${jobId}`, rival.token)).json().data;
      expect(stats).toMatchObject({ total: 3, byStage: { HIRED: 1, REJECTED: 1, WITHDRAWN: 1, RECEIVED: 0 }, conversionRate: 0.5, medianDaysToHire: 0 });
      const list = (await http.get(`${V1}/jobs/company/${rival.companyId}`, rival.token)).json().data.content.find((job: { id: number }) => job.id === jobId);
      expect(list).toMatchObject({ applicationCount: 3, stageCounts: { HIRED: 1, REJECTED: 1, WITHDRAWN: 1 } });
      expect((await http.get(`${V1}/companies/${rival.companyId}/applications/recent`, rival.token)).json().data.length).toBeGreaterThanOrEqual(3);
      expect((await http.get(`${V1}/companies/${rival.companyId}/applications/stats`, hirer.token)).statusCode).toBe(404);
    });

    it('anonymises applications of jobs closed longer than the retention period (fake clock)', async () => {
      const jobId = await publishedJob(hirer, { title: 'Retention Job' });
      const person = await signUp(t.app);
      const { payload, headers } = await multipartBody({ field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: pdf }, { coverLetter: 'Personal story' });
      const applied = await t.app.inject({ method: 'POST', url: `${V1}/jobs/${jobId}/apply`, payload, remoteAddress: randomIp(), headers: { ...headers, authorization: `Bearer ${person.token}` } });
      const applicationId = applied.json().data.id as number;
      await patch(`${V1}/job-applications/applications/${applicationId}`, hirer.token, { status: 'REJECTED', notes: 'Personal remark' });
      await patch(`${V1}/jobs/${jobId}/company/${hirer.companyId}/status`, hirer.token, { status: 'CLOSED' });
      const { db } = t.app.platform;
      const storage = t.app.platform.storage;
      expect(await service.anonymiseStaleApplications(db, storage, new Date(Date.now() + 300 * DAY))).toBe(0);
      expect(await service.anonymiseStaleApplications(db, storage, new Date(Date.now() + 400 * DAY))).toBeGreaterThanOrEqual(1);
      const [application] = (await http.get(`${V1}/companies/${hirer.companyId}/jobs/${jobId}/applications`, hirer.token)).json().data.content;
      expect(application).toMatchObject({ anonymised: true, applicant: null, coverLetter: null, hasCv: false, status: 'REJECTED' });
      expect(JSON.stringify(application)).not.toContain('Personal');
      expect((await storedFiles(t.config.dataDir)).filter((file) => file.startsWith(`applicationCvs/${person.userId}/`))).toEqual([]);
      expect(await service.anonymiseStaleApplications(db, storage, new Date(Date.now() + 400 * DAY), 24)).toBe(0);
    });
  });

  describe('scheduled work on the job queue', () => {
    it('registers the hourly close and the daily anonymisation as recurring jobs', () => {
      const defined: string[] = [];
      const scheduled: { name: string; cron: string }[] = [];
      const jobsQueue = { define: (definition: { name: string }) => void defined.push(definition.name), schedule: (name: string, cron: string) => void scheduled.push({ name, cron }) };
      defineJobsSchedules({ ...t.app.platform, jobs: { ...t.app.platform.jobs, ...jobsQueue } });
      expect(defined).toEqual([JOBS_SCHEDULES.closeExpired.name, JOBS_SCHEDULES.anonymiseStale.name]);
      expect(scheduled).toEqual([JOBS_SCHEDULES.closeExpired, JOBS_SCHEDULES.anonymiseStale]);
      expect(t.app.platform.jobs.queues).toEqual(expect.arrayContaining(defined));
    });

    it('closes expired jobs and anonymises stale applications when the queue drains', async () => {
      const { db } = t.app.platform;
      const expired = await publishedJob(hirer, { title: 'Queue Expiry Job' });
      const stale = await publishedJob(hirer, { title: 'Queue Retention Job' });
      const person = await signUp(t.app);
      const applied = await http.post(`${V1}/jobs/${stale}/apply`, person.token, { coverLetter: 'Queued story' });
      expect(applied.statusCode).toBe(201);
      await patch(`${V1}/jobs/${stale}/company/${hirer.companyId}/status`, hirer.token, { status: 'CLOSED' });
      // The clock moves by rewriting the rows' dates: one past its valid-through, one closed 13 months ago.
      await db.update(jobsTable).set({ validThrough: new Date(Date.now() - DAY) }).where(eq(jobsTable.id, expired));
      await db.update(jobsTable).set({ closedAt: new Date(Date.now() - 400 * DAY) }).where(eq(jobsTable.id, stale));

      // A retention of 24 months (APPLICATION_RETENTION_MONTHS) keeps the 13-month-old application.
      const { config } = t.app.platform;
      config.applicationRetentionMonths = 24;
      await t.app.platform.jobs.send(JOBS_SCHEDULES.anonymiseStale.name, {});
      await t.app.platform.jobs.drain({ until: new Date(Date.now() + 60_000) });
      expect((await http.get(`${V1}/companies/${hirer.companyId}/jobs/${stale}/applications`, hirer.token)).json().data.content[0]).toMatchObject({ anonymised: false });
      config.applicationRetentionMonths = 12;

      await t.app.platform.jobs.send(JOBS_SCHEDULES.closeExpired.name, {});
      await t.app.platform.jobs.send(JOBS_SCHEDULES.anonymiseStale.name, {});
      expect(await t.app.platform.jobs.drain({ until: new Date(Date.now() + 60_000) })).toBeGreaterThanOrEqual(2);

      expect((await http.get(`${V1}/jobs/public/${expired}`)).json().data.status).toBe('CLOSED');
      const [application] = (await http.get(`${V1}/companies/${hirer.companyId}/jobs/${stale}/applications`, hirer.token)).json().data.content;
      expect(application).toMatchObject({ anonymised: true, applicant: null, coverLetter: null });
    });
  });

  describe('notifications and saved searches', () => {
    type Notice = { type: string; title: string; message: string; link: string | null; entityId: number | null };
    const notices = async (actor: Actor): Promise<Notice[]> => (await http.get(`${V1}/notifications`, actor.token)).json().data.content;

    it('tells the poster, the applicant and saved-search owners with notifications written inside the write', async () => {
      const deps = { platform: t.app.platform, storage: t.app.platform.storage, notifier: jobsNotifications };
      const { db } = t.app.platform;
      const watcher = await signUp(t.app);
      const other = await signUp(t.app);
      expect((await http.post(`${V1}/jobs/saved-searches`, watcher.token, { name: 'Croupier jobs', filters: { q: 'crupier', workplace: 'ON_SITE' } })).statusCode).toBe(201);
      await http.post(`${V1}/jobs/saved-searches`, other.token, { name: 'Remote only', filters: { workplace: 'REMOTE' } });
      expect((await http.get(`${V1}/jobs/saved-searches`, watcher.token)).json().data).toHaveLength(1);

      const job = await service.createJob(db, asAuthUser(hirer), hirer.companyId, jobInput({ title: 'Live Croupier', workplace: 'ON_SITE' }));
      await service.setJobStatus(db, deps, asAuthUser(hirer), job.id, hirer.companyId, 'PUBLISHED');
      expect(await notices(watcher)).toEqual([
        expect.objectContaining({ type: 'saved_search_match', title: 'New job for “Croupier jobs”', entityId: job.id, link: `/dashboard/jobs/${job.id}` }),
      ]);
      expect(await notices(other)).toEqual([]);

      const before = (await notices(hirer)).length;
      const application = await service.apply(db, deps, asAuthUser(seeker), job.id, { coverLetter: 'I deal blackjack' }, undefined);
      const received = await notices(hirer);
      expect(received).toHaveLength(before + 1);
      expect(received[0]).toMatchObject({ type: 'job_application_received', title: 'New application for Live Croupier', entityId: job.id, link: `/dashboard/company-jobs/${job.id}` });

      await service.changeApplicationStatus(db, deps, asAuthUser(hirer), application.id, { status: 'INTERVIEW', notes: 'secret' });
      const [stage] = await notices(seeker);
      expect(stage).toMatchObject({ type: 'job_application_status_changed', entityId: application.id, link: '/dashboard/jobs/my-applications' });
      expect(stage?.title).toContain('Interview');
      expect(JSON.stringify(await notices(seeker))).not.toContain('secret');

      // A refused write tells nobody: the same stage again is a conflict and leaves no notice.
      const count = (await notices(seeker)).length;
      await expect(service.changeApplicationStatus(db, deps, asAuthUser(hirer), application.id, { status: 'INTERVIEW' })).rejects.toThrow();
      expect(await notices(seeker)).toHaveLength(count);

      // Pausing and republishing does not alert again.
      await service.setJobStatus(db, deps, asAuthUser(hirer), job.id, hirer.companyId, 'PAUSED');
      await service.setJobStatus(db, deps, asAuthUser(hirer), job.id, hirer.companyId, 'PUBLISHED');
      expect((await notices(watcher)).filter((notice) => notice.type === 'saved_search_match')).toHaveLength(1);

      const [saved] = (await http.get(`${V1}/jobs/saved-searches`, watcher.token)).json().data;
      expect((await http.delete(`${V1}/jobs/saved-searches/${saved.id}`, other.token)).statusCode).toBe(404);
      expect((await http.delete(`${V1}/jobs/saved-searches/${saved.id}`, watcher.token)).statusCode).toBe(200);
    });
  });
});
