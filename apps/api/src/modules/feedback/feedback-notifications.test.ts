import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer, unique } from '../../../test/auth-helpers';
import { api, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';
const F = `${V1}/feedback`;
const DAY = 86_400_000;

type Notice = { type: string; title: string; message: string; link: string | null };

describe('feedback notifications', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let mailer: ReturnType<typeof memoryMailer>;
  let root: Actor;
  let admin: Actor;
  let reporter: Actor;
  let voter: Actor;
  let bystander: Actor;

  const notices = async (actor: Actor): Promise<Notice[]> => (await http.get(`${V1}/notifications?size=50`, actor.token)).json().data.content;
  const mailsTo = (email: string) => mailer.messages.filter((message) => message.to === email && !message.subject.startsWith('Verify'));
  const drain = () => t.app.platform.jobs.drain({ until: new Date(Date.now() + DAY) });
  const report = async (actor: Actor, title: string) => {
    const res = await http.post(`${F}/bug-reports`, actor.token, { title, description: 'The page stays blank.', severity: 'critical' });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number };
  };

  beforeAll(async () => {
    mailer = memoryMailer();
    t = await createTestApp({}, { mailer });
    http = api(t.app);
    root = await signInSuperuser(t.app);
    admin = await signUp(t.app);
    reporter = await signUp(t.app);
    voter = await signUp(t.app);
    bystander = await signUp(t.app);
    const res = await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: admin.userId, role: 'admin' });
    if (res.statusCode !== 200) throw new Error(`role assignment failed: ${res.body}`);
  });
  afterAll(() => t.close());

  it('tells the admins of a new bug report, not the reporter or other members', async () => {
    const title = unique('Blank invoice ');
    const { id } = await report(reporter, title);
    for (const staff of [admin, root]) {
      const notice = (await notices(staff)).find((n) => n.type === 'bug_report_received' && n.title.includes(title));
      expect(notice).toMatchObject({ message: expect.stringContaining('critical severity'), link: `/dashboard/admin/bug-reports?report=${id}` });
    }
    for (const member of [reporter, bystander]) expect((await notices(member)).some((n) => n.type === 'bug_report_received')).toBe(false);
  });

  it('tells the reporter of a status change with the public answer, never the internal notes (API, notification, e-mail)', async () => {
    const title = unique('Export spinner ');
    const { id } = await report(reporter, title);
    const secret = `Internal ${unique('note-')}: caused by the legacy exporter, do not promise a date`;
    const answer = 'Fixed in the release of today: exports finish again.';

    const triaged = await http.put(`${F}/bug-reports/${id}/triage`, admin.token, { status: 'fixed', response: answer, internalNotes: secret });
    expect(triaged.statusCode).toBe(200);
    expect(triaged.json().data).toMatchObject({ status: 'fixed', response: answer, internalNotes: secret });
    await drain();

    const mine = (await notices(reporter)).filter((n) => n.type === 'bug_report_updated' && n.message.includes(title));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'Bug report: Fixed', link: '/dashboard/suggestions?tab=bugs' });
    expect(mine[0]?.message).toContain(answer);
    expect(mailsTo(reporter.email).some((mail) => mail.text.includes(answer))).toBe(true);

    // The notes reach no answer, notice or e-mail the reporter receives.
    const detail = await http.get(`${F}/bug-reports/${id}`, reporter.token);
    expect(detail.json().data).toMatchObject({ response: answer, internalNotes: null });
    for (const url of [`${F}/bug-reports/${id}`, `${F}/bug-reports/my?size=50`, `${V1}/notifications?size=50`]) {
      expect((await http.get(url, reporter.token)).body).not.toContain(secret);
    }
    expect(mailsTo(reporter.email).map((mail) => mail.subject + mail.text + mail.html).join('\n')).not.toContain(secret);
    // Admins keep reading them.
    expect((await http.get(`${F}/bug-reports/${id}`, admin.token)).json().data.internalNotes).toBe(secret);
  });

  it('tells nothing when only the notes or the assignee change, and tells a new answer without a status change', async () => {
    const title = unique('Slow search ');
    const { id } = await report(reporter, title);
    expect((await http.put(`${F}/bug-reports/${id}/triage`, admin.token, { internalNotes: 'Looks like the index', assigneeId: admin.userId })).statusCode).toBe(200);
    expect((await notices(reporter)).filter((n) => n.message.includes(title))).toHaveLength(0);

    expect((await http.put(`${F}/bug-reports/${id}/triage`, admin.token, { response: 'We are looking into it.' })).statusCode).toBe(200);
    const told = (await notices(reporter)).filter((n) => n.message.includes(title));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'bug_report_updated', title: 'Bug report answered', message: expect.stringContaining('We are looking into it.') });
    // The same answer again is no news.
    expect((await http.put(`${F}/bug-reports/${id}/triage`, admin.token, { response: 'We are looking into it.' })).statusCode).toBe(200);
    expect((await notices(reporter)).filter((n) => n.message.includes(title))).toHaveLength(1);
  });

  it("respects the reporter's preferences: e-mail switched off for bug report updates, the in-app notice stays", async () => {
    const quiet = await signUp(t.app);
    const saved = await http.put(`${V1}/notifications/preferences`, quiet.token, { types: [{ type: 'bug_report_updated', channels: { email: false } }] });
    expect(saved.statusCode).toBe(200);
    const title = unique('Muted mail ');
    const { id } = await report(quiet, title);
    expect((await http.put(`${F}/bug-reports/${id}/triage`, admin.token, { status: 'confirmed' })).statusCode).toBe(200);
    await drain();
    expect((await notices(quiet)).some((n) => n.type === 'bug_report_updated' && n.message.includes(title))).toBe(true);
    expect(mailsTo(quiet.email).some((mail) => mail.text.includes(title))).toBe(false);
  });

  it("tells a suggestion's author and voters when an admin changes its status or answers, and nobody else", async () => {
    const title = unique('Dark digest ');
    const { id } = (await http.post(`${F}/suggestions`, reporter.token, { title, description: 'A dark theme for the digest.' })).json().data;
    expect((await http.post(`${F}/suggestions/${id}/vote`, voter.token)).statusCode).toBe(200);
    expect((await http.post(`${F}/suggestions/${id}/vote`, reporter.token)).statusCode).toBe(200);
    expect((await http.post(`${F}/suggestions/${id}/comments`, bystander.token, { content: 'Nice.' })).statusCode).toBe(201);

    const answer = 'Planned for the spring release.';
    expect((await http.put(`${F}/suggestions/${id}/status`, admin.token, { status: 'planned', response: answer })).statusCode).toBe(200);
    const authorNotices = (await notices(reporter)).filter((n) => n.message.includes(title));
    expect(authorNotices).toEqual([expect.objectContaining({ type: 'suggestion_answered', title: 'Your suggestion: Planned', link: '/dashboard/suggestions' })]);
    expect(authorNotices[0]?.message).toContain(answer);
    const voterNotices = (await notices(voter)).filter((n) => n.message.includes(title));
    expect(voterNotices).toEqual([expect.objectContaining({ type: 'voted_suggestion_answered', title: 'A suggestion you voted for: Planned' })]);
    expect((await notices(bystander)).some((n) => n.message.includes(title))).toBe(false);
    expect((await notices(admin)).some((n) => n.message.includes(title))).toBe(false);

    // The same status and answer again tell nobody; a new answer does.
    expect((await http.put(`${F}/suggestions/${id}/status`, admin.token, { status: 'planned', response: answer })).statusCode).toBe(200);
    expect((await notices(reporter)).filter((n) => n.message.includes(title))).toHaveLength(1);
    expect((await http.put(`${F}/suggestions/${id}/status`, admin.token, { status: 'planned', response: 'Moved to the summer release.' })).statusCode).toBe(200);
    const again = (await notices(voter)).filter((n) => n.message.includes(title));
    expect(again).toHaveLength(2);
    expect(again[0]).toMatchObject({ title: 'A suggestion you voted for was answered', message: expect.stringContaining('Moved to the summer release.') });
  });
});
