import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { multipartBody, pngImage } from '../../../test/upload-helpers';

const V1 = '/api/v1';
const F = `${V1}/feedback`;

const errorReport = (n: number) => ({
  message: `Cannot read properties of undefined (${n})`,
  stack: 'TypeError: boom\n    at Page',
  componentStack: '\n    at Page',
  route: '/dashboard/company-reporting',
  timestamp: new Date(Date.UTC(2026, 10, 1, 12, 0, n % 60)).toISOString(),
  userAgent: 'Mozilla/5.0 test',
  level: 'error',
  context: { n },
});

describe('feedback and QA', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;
  let admin: Actor;
  let user: Actor;
  let other: Actor;
  let support: Actor;

  const grant = async (actor: Actor, role: string) => {
    const res = await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: actor.userId, role });
    if (res.statusCode !== 200) throw new Error(`role assignment failed: ${res.body}`);
  };
  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, message?: string | RegExp) => {
    expect(res.statusCode).toBe(status);
    const body = res.json() as { success: boolean; message: string };
    expect(body.success).toBe(false);
    if (message !== undefined) expect(body.message).toMatch(message);
  };
  const putMultipart = async (url: string, actor: Actor, file: Buffer | undefined, fields: Record<string, string>) => {
    const body = await multipartBody(file === undefined ? undefined : { field: 'screenshot', name: 'step.png', type: 'image/png', content: file }, fields);
    return t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${actor.token}`, ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    root = await signInSuperuser(t.app);
    admin = await signUp(t.app);
    user = await signUp(t.app);
    other = await signUp(t.app);
    support = await signUp(t.app);
    await grant(admin, 'admin');
    await grant(support, 'support_admin');
  });
  afterAll(() => t.close());

  describe('bug reports', () => {
    it('files a report with a screenshot and the consented error reports, which only the reporter and admins read', async () => {
      const body = await multipartBody({ field: 'screenshot', name: 'broken.png', type: 'image/png', content: await pngImage(300, 200) }, {
        title: 'Export does nothing',
        description: 'The CSV export shows a spinner and stops.',
        stepsToReproduce: '1. Open reporting\n2. Export',
        severity: 'high',
        pageUrl: '/dashboard/company-reporting',
        errorReports: JSON.stringify([errorReport(1), errorReport(2)]),
      });
      const res = await http.upload(`${F}/bug-reports`, user.token, body);
      expect(res.statusCode).toBe(201);
      const report = res.json().data;
      expect(report).toMatchObject({ status: 'new', severity: 'high', reporter: { id: user.userId }, errorReportCount: 2, screenshotCount: 1 });
      expect(report.errorReports[1]).toMatchObject({ message: 'Cannot read properties of undefined (2)', level: 'error', context: { n: 2 } });
      const [shot] = report.screenshots;
      expect(shot).toMatchObject({ contentType: 'image/webp', fileName: 'broken.webp' });

      const mine = await http.get(shot.url, user.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('image/webp');
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect((await http.get(shot.url, admin.token)).statusCode).toBe(200);
      expect((await http.get(shot.url, other.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/files/feedbackFiles/${user.userId}/x.webp`)).statusCode).toBe(404);

      expect((await http.get(`${F}/bug-reports/${report.id}`, user.token)).statusCode).toBe(200);
      expect((await http.get(`${F}/bug-reports/${report.id}`, root.token)).statusCode).toBe(200);
      expectError(await http.get(`${F}/bug-reports/${report.id}`, other.token), 404, 'Bug report not found');
      const mineList = (await http.get(`${F}/bug-reports/my`, user.token)).json().data;
      expect(mineList.content.map((r: { id: number }) => r.id)).toContain(report.id);
      expect((await http.get(`${F}/bug-reports/my`, other.token)).json().data.totalElements).toBe(0);
    });

    it('refuses a screenshot that is not an image, more than 50 error reports, and bad fields with the error envelope', async () => {
      const fake = await multipartBody({ field: 'screenshot', name: 'shot.png', type: 'image/png', content: Buffer.from('<svg onload="alert(1)"/>') }, { title: 'Fake shot', description: 'See attached.' });
      expectError(await http.upload(`${F}/bug-reports`, user.token, fake), 400, 'Attach a screenshot (JPEG, PNG, WebP, GIF)');
      const tooMany = Array.from({ length: 51 }, (_, i) => errorReport(i));
      expectError(await http.post(`${F}/bug-reports`, user.token, { title: 'Many errors', description: 'x', errorReports: tooMany }), 400, 'At most 50 error reports');
      const fifty = await http.post(`${F}/bug-reports`, user.token, { title: 'Fifty errors', description: 'x', errorReports: tooMany.slice(0, 50) });
      expect(fifty.statusCode).toBe(201);
      expect(fifty.json().data.errorReportCount).toBe(50);
      expectError(await http.post(`${F}/bug-reports`, user.token, { title: 'No', description: 'x' }), 400, 'Title must be at least 3 characters');
      expectError(await http.post(`${F}/bug-reports`, user.token, { title: 'Bad severity', description: 'x', severity: 'meh' }), 400, 'Severity must be one of: low, medium, high, critical');
      expectError(await http.post(`${F}/bug-reports`, user.token, { title: 'Bad report', description: 'x', errorReports: [{ message: 'x' }] }), 400);
      expectError(await http.post(`${F}/bug-reports`, undefined, { title: 'Signed out', description: 'x' }), 401);
    });

    it('lets admins triage (status, assignee, duplicate of) and nobody else', async () => {
      const first = (await http.post(`${F}/bug-reports`, user.token, { title: 'Original report', description: 'It breaks.' })).json().data;
      const second = (await http.post(`${F}/bug-reports`, other.token, { title: 'Same thing again', description: 'It breaks too.' })).json().data;

      expectError(await http.get(`${F}/bug-reports`, user.token), 403);
      expectError(await http.get(`${F}/bug-reports`, support.token), 403);
      expectError(await http.put(`${F}/bug-reports/${second.id}/triage`, user.token, { status: 'confirmed' }), 403);
      expect((await http.get(`${F}/bug-reports?status=new`, admin.token)).statusCode).toBe(200);
      expect((await http.get(`${F}/bug-reports`, root.token)).statusCode).toBe(200);

      const assigned = await http.put(`${F}/bug-reports/${first.id}/triage`, admin.token, { status: 'confirmed', assigneeId: admin.userId });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json().data).toMatchObject({ status: 'confirmed', assignee: { id: admin.userId } });
      expectError(await http.put(`${F}/bug-reports/${first.id}/triage`, admin.token, { assigneeId: user.userId }), 400, 'The assignee must be an admin');

      const duplicate = await http.put(`${F}/bug-reports/${second.id}/triage`, admin.token, { duplicateOfId: first.id });
      expect(duplicate.json().data).toMatchObject({ status: 'duplicate', duplicateOfId: first.id });
      expectError(await http.put(`${F}/bug-reports/${second.id}/triage`, admin.token, { duplicateOfId: second.id }), 400, 'A bug report cannot be a duplicate of itself');
      expectError(await http.put(`${F}/bug-reports/${second.id}/triage`, admin.token, { duplicateOfId: 2_000_000_000 }), 404, 'The original bug report was not found');
      expectError(await http.put(`${F}/bug-reports/${first.id}/triage`, admin.token, { status: 'duplicate' }), 400, 'Name the original report of a duplicate');
      const reopened = await http.put(`${F}/bug-reports/${second.id}/triage`, admin.token, { status: 'in_progress' });
      expect(reopened.json().data).toMatchObject({ status: 'in_progress', duplicateOfId: null });

      expectError(await http.put(`${F}/bug-reports/2000000000/triage`, admin.token, { status: 'fixed' }), 404, 'Bug report not found');
      expectError(await http.put(`${F}/bug-reports/${first.id}/triage`, admin.token, { status: 'maybe' }), 400, /Status must be one of/);
      expectError(await http.put(`${F}/bug-reports/${first.id}/triage`, admin.token, { colour: 'red' }), 400);
      expectError(await http.get(`${F}/bug-reports/abc`, admin.token), 400);
    });

    it('adds screenshots up to five per report', async () => {
      const report = (await http.post(`${F}/bug-reports`, user.token, { title: 'Many screenshots', description: 'Look.' })).json().data;
      const png = await pngImage(40, 40);
      for (let i = 0; i < 5; i += 1) {
        const res = await http.upload(`${F}/bug-reports/${report.id}/screenshots`, user.token, await multipartBody({ field: 'screenshot', name: `s${i}.png`, type: 'image/png', content: png }, {}));
        expect(res.statusCode).toBe(201);
      }
      const sixth = await http.upload(`${F}/bug-reports/${report.id}/screenshots`, user.token, await multipartBody({ field: 'screenshot', name: 's6.png', type: 'image/png', content: png }, {}));
      expectError(sixth, 409, 'A bug report holds at most 5 screenshots');
      const stranger = await http.upload(`${F}/bug-reports/${report.id}/screenshots`, other.token, await multipartBody({ field: 'screenshot', name: 'x.png', type: 'image/png', content: png }, {}));
      expectError(stranger, 404);
    });
  });

  describe('suggestions', () => {
    it('counts one vote per user; a second vote answers 409 and withdrawing allows voting again', async () => {
      const created = await http.post(`${F}/suggestions`, user.token, { title: 'Dark mode for digests', description: 'The digest is bright at night.' });
      expect(created.statusCode).toBe(201);
      const { id } = created.json().data;
      expect(created.json().data).toMatchObject({ status: 'new', voteCount: 0, hasVoted: false, author: { id: user.userId } });

      const first = await http.post(`${F}/suggestions/${id}/vote`, other.token);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ voteCount: 1, hasVoted: true });
      expectError(await http.post(`${F}/suggestions/${id}/vote`, other.token), 409, 'You have already voted for this suggestion');
      // Two votes of the same person at once still count one.
      const race = await Promise.all([http.post(`${F}/suggestions/${id}/vote`, user.token), http.post(`${F}/suggestions/${id}/vote`, user.token)]);
      expect(race.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const after = (await http.get(`${F}/suggestions/${id}`, admin.token)).json().data;
      expect(after).toMatchObject({ voteCount: 2, hasVoted: false });

      const withdrawn = await http.delete(`${F}/suggestions/${id}/vote`, other.token);
      expect(withdrawn.json().data).toMatchObject({ voteCount: 1, hasVoted: false });
      expectError(await http.delete(`${F}/suggestions/${id}/vote`, other.token), 409, 'You have not voted for this suggestion');
      expect((await http.post(`${F}/suggestions/${id}/vote`, other.token)).json().data.voteCount).toBe(2);
      expectError(await http.post(`${F}/suggestions/2000000000/vote`, other.token), 404, 'Suggestion not found');
    });

    it('takes comments, and admins answer with a status everyone reads', async () => {
      const { id } = (await http.post(`${F}/suggestions`, user.token, { title: 'Lab filter', description: 'Filter games by lab.' })).json().data;
      const commented = await http.post(`${F}/suggestions/${id}/comments`, other.token, { content: 'Yes please.' });
      expect(commented.statusCode).toBe(201);
      expect(commented.json().data.comments).toMatchObject([{ content: 'Yes please.', author: { id: other.userId } }]);
      expectError(await http.post(`${F}/suggestions/${id}/comments`, other.token, { content: '   ' }), 400, 'Comment is required');

      expectError(await http.put(`${F}/suggestions/${id}/status`, user.token, { status: 'planned', response: 'Sure' }), 403);
      expectError(await http.put(`${F}/suggestions/${id}/status`, support.token, { status: 'planned', response: 'Sure' }), 403);
      expectError(await http.put(`${F}/suggestions/${id}/status`, admin.token, { status: 'new' }), 400, 'Status must be one of: under_review, planned, done, declined');
      const answered = await http.put(`${F}/suggestions/${id}/status`, admin.token, { status: 'planned', response: 'Coming next quarter.' });
      expect(answered.statusCode).toBe(200);
      const seen = (await http.get(`${F}/suggestions/${id}`, other.token)).json().data;
      expect(seen).toMatchObject({ status: 'planned', response: 'Coming next quarter.', commentCount: 1 });
      expect(seen.respondedAt).not.toBeNull();
      const planned = (await http.get(`${F}/suggestions?status=planned`, other.token)).json().data.content;
      expect(planned.map((s: { id: number }) => s.id)).toContain(id);
      expectError(await http.put(`${F}/suggestions/2000000000/status`, admin.token, { status: 'done' }), 404, 'Suggestion not found');
      expectError(await http.get(`${F}/suggestions?sort=best`, other.token), 400);
      expectError(await http.get(`${F}/suggestions`), 401);
    });
  });

  describe('QA', () => {
    it('keeps QA to admins and superusers', async () => {
      for (const url of [`${F}/qa/categories`, `${F}/qa/tasks`, `${F}/qa/runs`, `${F}/qa/results`]) {
        expectError(await http.get(url, user.token), 403);
        expectError(await http.get(url, support.token), 403);
        expect((await http.get(url, admin.token)).statusCode).toBe(200);
        expect((await http.get(url, root.token)).statusCode).toBe(200);
      }
      expectError(await http.post(`${F}/qa/categories`, user.token, { name: 'Nope' }), 403);
    });

    it('runs a task step by step and shows the result by category over time', async () => {
      const name = unique('Payments ');
      const category = await http.post(`${F}/qa/categories`, admin.token, { name, description: 'Deposits and payouts' });
      expect(category.statusCode).toBe(201);
      const categoryId = category.json().data.id;
      expectError(await http.post(`${F}/qa/categories`, admin.token, { name: name.toUpperCase() }), 409, 'A QA category with this name already exists');

      expectError(await http.post(`${F}/qa/tasks`, admin.token, { categoryId, title: 'No steps', steps: [] }), 400, 'Add at least one step');
      expectError(await http.post(`${F}/qa/tasks`, admin.token, { categoryId: 2_000_000_000, title: 'Lost', steps: [{ instruction: 'a', expectedResult: 'b' }] }), 404, 'QA category not found');
      const task = await http.post(`${F}/qa/tasks`, admin.token, {
        categoryId,
        title: 'Deposit with a card',
        steps: [
          { instruction: 'Open the cashier', expectedResult: 'The cashier opens' },
          { instruction: 'Pay 10 EUR', expectedResult: 'The balance grows by 10 EUR' },
        ],
      });
      expect(task.statusCode).toBe(201);
      const taskDetail = task.json().data;
      expect(taskDetail.steps.map((s: { position: number; instruction: string }) => [s.position, s.instruction])).toEqual([
        [0, 'Open the cashier'],
        [1, 'Pay 10 EUR'],
      ]);
      expectError(await http.delete(`${F}/qa/categories/${categoryId}`, admin.token), 409, 'Move or delete the tasks of this category first');

      const started = await http.post(`${F}/qa/tasks/${taskDetail.id}/runs`, admin.token);
      expect(started.statusCode).toBe(201);
      const run = started.json().data;
      expect(run).toMatchObject({ status: 'in_progress', stepCount: 2, task: { id: taskDetail.id }, category: { id: categoryId } });
      const [step1, step2] = run.steps;

      expectError(await http.post(`${F}/qa/runs/${run.id}/complete`, admin.token), 400, 'Record a result for every step first');
      expectError(await http.put(`${F}/qa/runs/${run.id}/steps/${step1.id}`, admin.token, { outcome: 'maybe' }), 400, 'Result must be one of: pass, fail, blocked');
      expectError(await http.put(`${F}/qa/runs/${run.id}/steps/2000000000`, admin.token, { outcome: 'pass' }), 404, 'Step not found');
      expect((await http.put(`${F}/qa/runs/${run.id}/steps/${step1.id}`, admin.token, { outcome: 'pass' })).statusCode).toBe(200);
      const failed = await putMultipart(`${F}/qa/runs/${run.id}/steps/${step2.id}`, admin, await pngImage(64, 48), { outcome: 'fail', notes: 'Balance did not change' });
      expect(failed.statusCode).toBe(200);
      const recorded = failed.json().data.steps[1];
      expect(recorded).toMatchObject({ outcome: 'fail', notes: 'Balance did not change', screenshot: { contentType: 'image/webp' } });
      expect((await http.get(recorded.screenshot.url, admin.token)).statusCode).toBe(200);
      expectError(await http.get(recorded.screenshot.url, user.token), 403);

      // An edit of the task does not rewrite the run already started.
      await http.put(`${F}/qa/tasks/${taskDetail.id}`, admin.token, { categoryId, title: 'Deposit with a card', steps: [{ instruction: 'Only step', expectedResult: 'Done' }] });
      const completed = await http.post(`${F}/qa/runs/${run.id}/complete`, admin.token);
      expect(completed.json().data).toMatchObject({ status: 'failed', passed: 1, failed: 1, blocked: 0, stepCount: 2 });
      expect(completed.json().data.completedAt).not.toBeNull();
      expectError(await http.put(`${F}/qa/runs/${run.id}/steps/${step1.id}`, admin.token, { outcome: 'fail' }), 409, 'This test run is already complete');

      const results = (await http.get(`${F}/qa/results?weeks=4&categoryId=${categoryId}`, admin.token)).json().data;
      expect(results.weeks).toHaveLength(4);
      expect(results.weeks[3]).toMatchObject({ failed: 1, passed: 0 });
      expect(results.categories).toEqual([expect.objectContaining({ id: categoryId, name, failed: 1, passRate: 0 })]);
      expectError(await http.get(`${F}/qa/results?weeks=99`, admin.token), 400, 'weeks must be from 1 to 52');

      const runs = (await http.get(`${F}/qa/runs?taskId=${taskDetail.id}`, admin.token)).json().data;
      expect(runs.content).toHaveLength(1);
      expectError(await http.get(`${F}/qa/runs/2000000000`, admin.token), 404, 'Test run not found');
      expectError(await http.get(`${F}/qa/tasks/2000000000`, admin.token), 404, 'QA task not found');
      expectError(await http.post(`${F}/qa/tasks/2000000000/runs`, admin.token), 404, 'QA task not found');

      expect((await http.delete(`${F}/qa/tasks/${taskDetail.id}`, admin.token)).statusCode).toBe(200);
      // The run stays readable with the task's title after the task is gone.
      expect((await http.get(`${F}/qa/runs/${run.id}`, admin.token)).json().data.task).toEqual({ id: null, title: 'Deposit with a card' });
      expect((await http.delete(`${F}/qa/categories/${categoryId}`, admin.token)).statusCode).toBe(200);
    });
  });
});
