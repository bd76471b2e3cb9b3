import { SUPPORT_COUNT_CAP } from '@paytable/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer, unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { multipartBody, pngImage } from '../../../test/upload-helpers';
import { supportTickets } from '../../db/schema/index';
import { SUPPORT_SCHEDULES } from './scheduled';

const V1 = '/api/v1';
const DAY = 86_400_000;
type Company = Actor & { companyId: number };

describe('support desk', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let mailer: ReturnType<typeof memoryMailer>;
  let root: Actor;
  let agent: Actor;
  let customer: Company;
  let colleague: Actor;
  let rival: Company;

  const openTicket = async (actor: Actor, overrides: Record<string, unknown> = {}) => {
    const res = await http.post(`${V1}/support/tickets`, actor.token, { title: unique('Callbacks failing '), description: 'Every callback fails since this morning.', priority: 'high', category: 'integration', ...overrides });
    if (res.statusCode !== 201) throw new Error(`ticket creation failed: ${res.body}`);
    return res.json().data as { id: number; company: { id: number } | null; status: string };
  };
  const reply = (actor: Actor, id: number, content: string, isInternal = false) => http.post(`${V1}/support/tickets/${id}/messages`, actor.token, { content, isInternal });
  const setStatus = (actor: Actor, id: number, status: string) => http.put(`${V1}/support/tickets/${id}`, actor.token, { status });
  const detail = async (actor: Actor, id: number) => (await http.get(`${V1}/support/tickets/${id}`, actor.token)).json().data;
  const upload = async (actor: Actor, url: string, file: { name: string; type: string; content: Buffer } | undefined, fields: Record<string, string>) => {
    const body = await multipartBody(file === undefined ? undefined : { field: 'attachment', ...file }, fields);
    return http.upload(url, actor.token, body);
  };
  const mailsTo = (email: string) => mailer.messages.filter((message) => message.to === email && !message.subject.startsWith('Verify'));
  const notices = async (actor: Actor): Promise<{ type: string; title: string; message: string; link: string | null }[]> => (await http.get(`${V1}/notifications?size=50`, actor.token)).json().data.content;

  beforeAll(async () => {
    mailer = memoryMailer();
    t = await createTestApp({}, { mailer });
    http = api(t.app);
    root = await signInSuperuser(t.app);
    agent = await signUp(t.app);
    const promoted = await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: agent.userId, role: 'support_admin' });
    if (promoted.statusCode !== 200) throw new Error(`role assignment failed: ${promoted.body}`);
    customer = await approvedCompany(t.app, root, unique('Aurora '));
    colleague = await staffMember(t.app, customer.companyId, customer);
    rival = await approvedCompany(t.app, root, unique('Rival '));
  });
  afterAll(() => t.close());

  describe('opening tickets', () => {
    it('keeps a PDF with active content as sent, flags it on the attachment, and serves it as a download with nosniff', async () => {
      const active = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /AA << /O << /S /Launch /F (calc.exe) >> >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      const res = await upload(customer, `${V1}/support/tickets`, { name: 'invoice.pdf', type: 'application/pdf', content: active }, { title: 'Invoice question', description: 'See the attached invoice.' });
      expect(res.statusCode).toBe(201);
      const [attachment] = res.json().data.attachments;
      expect(attachment).toMatchObject({ contentType: 'application/pdf', activeContent: true });
      const file = await http.get(attachment.url, customer.token);
      expect(file.headers['content-disposition']).toMatch(/^attachment/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(active)).toBe(true);
      const plain = await upload(customer, `${V1}/support/tickets`, { name: 'terms.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }, { title: 'Terms question', description: 'Clause 2.' });
      expect(plain.json().data.attachments[0].activeContent).toBe(false);
    });

    it('opens a ticket on my company with a screenshot, which only I and support can download', async () => {
      const res = await upload(customer, `${V1}/support/tickets`, { name: 'error.png', type: 'image/png', content: await pngImage(320, 200) }, {
        title: 'Payout report empty',
        description: 'The payout report shows no rows for October.',
        priority: 'urgent',
        category: 'billing',
        tags: 'reports, payouts',
      });
      expect(res.statusCode).toBe(201);
      const ticket = res.json().data;
      expect(ticket).toMatchObject({ status: 'new', priority: 'urgent', category: 'billing', tags: ['reports', 'payouts'], company: { id: customer.companyId }, requester: { id: customer.userId } });
      expect(ticket.sla.firstResponse.state).toMatch(/active|missed/);
      expect(ticket.attachments).toHaveLength(1);
      const [file] = ticket.attachments;
      expect(file).toMatchObject({ contentType: 'image/webp', fileName: 'error.webp' });

      const mine = await http.get(file.url, customer.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('image/webp');
      expect((await http.get(file.url, agent.token)).statusCode).toBe(200);
      expect((await http.get(file.url, rival.token)).statusCode).toBe(404);
      // The public files route never serves ticket files.
      expect((await http.get(`${V1}/files/ticketFiles/${customer.userId}/x.webp`)).statusCode).toBe(404);
    });

    it('refuses an attachment whose content is not an image or a PDF, and one over 5 MB', async () => {
      const fake = await upload(customer, `${V1}/support/tickets`, { name: 'invoice.png', type: 'image/png', content: Buffer.from('<html><script>alert(1)</script></html>') }, { title: 'Fake image', description: 'See attached.' });
      expect(fake.statusCode).toBe(400);
      expect(fake.json()).toMatchObject({ success: false, message: 'Attach an image (JPEG, PNG, WebP, GIF) or a PDF' });
      const huge = await upload(customer, `${V1}/support/tickets`, { name: 'big.pdf', type: 'application/pdf', content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10)]) }, { title: 'Huge file', description: 'See attached.' });
      expect(huge.statusCode).toBe(413);
      const pdf = await upload(customer, `${V1}/support/tickets`, { name: 'contract.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }, { title: 'Contract question', description: 'Clause 4.' });
      expect(pdf.statusCode).toBe(201);
      expect(pdf.json().data.attachments[0]).toMatchObject({ contentType: 'application/pdf', fileName: 'contract.pdf' });
    });

    it('takes several files on a message, each checked: one refused file refuses the message', async () => {
      const ticket = await openTicket(customer);
      const png = { field: 'attachment', name: 'screen.png', type: 'image/png', content: await pngImage(200, 120) };
      const pdf = { field: 'attachment', name: 'log.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') };
      const url = `${V1}/support/tickets/${ticket.id}/messages`;
      const sendFiles = async (files: (typeof png)[], content: string) => http.upload(url, customer.token, await multipartBody(files, { content }));

      const both = await sendFiles([png, pdf], 'Screenshot and log attached.');
      expect(both.statusCode).toBe(201);
      const message = both.json().data.messages.at(-1);
      expect(message.attachments.map((file: { fileName: string }) => file.fileName)).toEqual(['screen.webp', 'log.pdf']);

      const fake = { field: 'attachment', name: 'notes.png', type: 'image/png', content: Buffer.from('not an image at all') };
      const refused = await sendFiles([png, fake], 'One of these is broken.');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Attach an image (JPEG, PNG, WebP, GIF) or a PDF');
      const tooMany = await sendFiles([png, png, png, png, png, png], 'Six files.');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe('Attach at most 5 files');
      const after = await detail(customer, ticket.id);
      expect(after.messages.map((entry: { content: string }) => entry.content)).toEqual(['Screenshot and log attached.']);
      expect(after.messages[0].attachments).toHaveLength(2);
    });

    it('validates the form with clear messages', async () => {
      const blank = await http.post(`${V1}/support/tickets`, customer.token, { title: ' ', description: 'x' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toContain('Title is required');
      const priority = await http.post(`${V1}/support/tickets`, customer.token, { title: 'Valid title', description: 'x', priority: 'critical' });
      expect(priority.statusCode).toBe(400);
      expect(priority.json().message).toContain('Priority must be one of: low, medium, high, urgent');
      // Another company's id is not mine to file under.
      expect((await http.post(`${V1}/support/tickets`, customer.token, { title: 'Valid title', description: 'x', companyId: rival.companyId })).statusCode).toBe(404);
    });
  });

  describe('who sees what', () => {
    it("answers 404 for another company's ticket and for a colleague who did not open it", async () => {
      const ticket = await openTicket(customer);
      expect((await http.get(`${V1}/support/tickets/${ticket.id}`, rival.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/support/tickets/${ticket.id}`, colleague.token)).statusCode).toBe(404);
      expect((await reply(rival, ticket.id, 'Hello')).statusCode).toBe(404);
      expect((await http.put(`${V1}/support/tickets/${ticket.id}`, rival.token, { title: 'Hijacked' })).statusCode).toBe(404);
      expect((await http.delete(`${V1}/support/tickets/${ticket.id}`, rival.token)).statusCode).toBe(404);
      expect((await http.get(`${V1}/support/tickets`, customer.token)).statusCode).toBe(403);
    });

    it('keeps internal notes away from the customer in every answer, notification and e-mail', async () => {
      const ticket = await openTicket(customer);
      const secret = `Internal ${unique('secret-')}: refund approved only if churn risk`;
      expect((await reply(agent, ticket.id, secret, true)).statusCode).toBe(201);
      const answer = await reply(agent, ticket.id, 'We found the cause and deployed a fix.');
      expect(answer.statusCode).toBe(201);
      await t.app.platform.jobs.drain({ until: new Date(Date.now() + DAY) });

      const mine = await http.get(`${V1}/support/tickets/${ticket.id}`, customer.token);
      expect(mine.body).not.toContain(secret);
      expect(mine.json().data.messages.map((m: { content: string }) => m.content)).toEqual(['We found the cause and deployed a fix.']);
      expect(mine.json().data).not.toHaveProperty('internalNoteCount');
      for (const url of [`${V1}/support/tickets/my?size=100`, `${V1}/notifications?size=100`]) {
        expect((await http.get(url, customer.token)).body).not.toContain(secret);
      }
      expect(mailsTo(customer.email).map((mail) => mail.text + mail.html).join('\n')).not.toContain(secret);
      // The customer was told about the public answer, by notification and e-mail.
      expect((await notices(customer)).some((n) => n.type === 'ticket_reply' && n.message.includes('deployed a fix'))).toBe(true);
      expect(mailsTo(customer.email).some((mail) => mail.text.includes('deployed a fix'))).toBe(true);

      const staffView = await detail(agent, ticket.id);
      expect(staffView.messages.map((m: { isInternal: boolean }) => m.isInternal)).toEqual([true, false]);
      expect(staffView).toMatchObject({ status: 'open', internalNoteCount: 1, messageCount: 1 });
      expect(staffView.sla.firstResponse.state).toBe('hit');
    });

    it('lets only support staff write internal notes, and the customer only close', async () => {
      const ticket = await openTicket(customer);
      expect((await reply(customer, ticket.id, 'Sneaky', true)).statusCode).toBe(403);
      expect((await setStatus(customer, ticket.id, 'resolved')).statusCode).toBe(403);
      expect((await setStatus(customer, ticket.id, 'closed')).json().data.status).toBe('closed');
      expect((await reply(customer, ticket.id, 'Again')).statusCode).toBe(409);
    });
  });

  describe('the desk', () => {
    it('lists every ticket for staff with filters, newest first, 10 a page', async () => {
      for (let i = 0; i < 11; i += 1) await openTicket(rival, { priority: 'low', category: 'compliance', title: `Licence question ${i}` });
      const page = await http.get(`${V1}/support/tickets?status=new&priority=low&category=compliance`, agent.token);
      expect(page.statusCode).toBe(200);
      const data = page.json().data;
      expect(data.size).toBe(10);
      expect(data.content).toHaveLength(10);
      expect(data.totalElements).toBe(11);
      expect(data.content[0].title).toBe('Licence question 10');
      expect(data.content.every((row: { status: string; priority: string; category: string }) => row.status === 'new' && row.priority === 'low' && row.category === 'compliance')).toBe(true);
      const byCompany = (await http.get(`${V1}/support/tickets?companyId=${rival.companyId}&size=100`, agent.token)).json().data;
      expect(byCompany.totalElements).toBe(11);
      expect((await http.get(`${V1}/support/tickets?status=bogus`, agent.token)).statusCode).toBe(400);
    });

    it('counts matches up to the cap; finds by title or #id; a page past the last match still says how many', async () => {
      const opened = await openTicket(rival, { priority: 'low', category: 'compliance' });
      const [template] = await t.app.platform.db.select().from(supportTickets).where(eq(supportTickets.id, opened.id));
      const { id: _id, ...columns } = template!;
      const copies = Array.from({ length: SUPPORT_COUNT_CAP + 5 }, (_, i) => ({ ...columns, title: `Chargeback dispute ${i}`, category: 'billing', priority: 'urgent', assigneeId: null }));
      const inserted = await t.app.platform.db.insert(supportTickets).values(copies).returning({ id: supportTickets.id });
      try {
        const list = async (query: string) => (await http.get(`${V1}/support/tickets?${query}`, agent.token)).json().data as { totalElements: number; totalPages: number; content: { id: number; title: string }[] };
        expect(await list('category=billing&priority=urgent')).toMatchObject({ totalElements: SUPPORT_COUNT_CAP + 1, totalPages: 101 });
        expect(await list('category=billing&priority=urgent&assigneeId=unassigned&q=dispute 7')).toMatchObject({ totalElements: 111 });
        const byId = await list(`q=%23${inserted[3]!.id}`);
        expect(byId.content.map((row) => row.title)).toContain('Chargeback dispute 3');
        expect(await list('q=100%25')).toMatchObject({ totalElements: 0 });
        const lowCompliance = (await list('status=new&priority=low&category=compliance')).totalElements;
        expect(await list('status=new&priority=low&category=compliance&page=4')).toMatchObject({ content: [], totalElements: lowCompliance });
      } finally {
        await t.app.platform.db.delete(supportTickets).where(inArray(supportTickets.id, inserted.map((row) => row.id)));
      }
    });

    it('assigns to support staff only, telling the assignee and the requester', async () => {
      const ticket = await openTicket(customer);
      const refused = await http.put(`${V1}/support/tickets/${ticket.id}/assign`, root.token, { assigneeId: customer.userId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('The assignee must be a member of the support team');
      const assigned = await http.put(`${V1}/support/tickets/${ticket.id}/assign`, root.token, { assigneeId: agent.userId });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json().data.assignee).toMatchObject({ id: agent.userId });
      expect((await notices(agent)).some((n) => n.type === 'ticket_assigned' && n.link === `/dashboard/admin/support?ticket=${ticket.id}`)).toBe(true);
      expect((await notices(customer)).some((n) => n.type === 'ticket_update' && n.title === `Ticket #${ticket.id}: assigned`)).toBe(true);
      const mine = (await http.get(`${V1}/support/tickets?assigneeId=${agent.userId}&size=100`, agent.token)).json().data.content;
      expect(mine.map((row: { id: number }) => row.id)).toContain(ticket.id);

      // The customer's reply reaches the assignee.
      await reply(customer, ticket.id, 'Here are the request ids: 81, 82.');
      expect((await notices(agent)).some((n) => n.type === 'ticket_customer_reply' && n.message.includes('request ids'))).toBe(true);
    });

    it('escalates with a reason the customer never sees', async () => {
      const ticket = await openTicket(customer);
      const res = await http.put(`${V1}/support/tickets/${ticket.id}/escalate`, agent.token, { reason: 'VIP account, contract renewal next week' });
      expect(res.json().data).toMatchObject({ escalated: true, escalationReason: 'VIP account, contract renewal next week' });
      expect((await http.get(`${V1}/support/tickets/${ticket.id}`, customer.token)).body).not.toContain('VIP account');
      expect((await http.put(`${V1}/support/tickets/${ticket.id}/escalate`, agent.token, { reason: '' })).statusCode).toBe(400);
    });

    it('walks the life cycle: pending customer, a customer reply reopens, resolved, rated once', async () => {
      const ticket = await openTicket(customer);
      expect((await http.post(`${V1}/support/tickets/${ticket.id}/rating`, customer.token, { rating: 5 })).statusCode).toBe(409);
      await reply(agent, ticket.id, 'Which endpoint do you call?');
      expect((await setStatus(agent, ticket.id, 'pending_customer')).json().data.sla.resolution.state).toBe('paused');
      await reply(customer, ticket.id, 'POST /callbacks');
      expect((await detail(customer, ticket.id)).status).toBe('open');
      expect((await setStatus(agent, ticket.id, 'new')).statusCode).toBe(400);
      const resolved = await setStatus(agent, ticket.id, 'resolved');
      expect(resolved.json().data).toMatchObject({ status: 'resolved' });
      expect(resolved.json().data.resolvedAt).not.toBeNull();
      expect((await notices(customer)).some((n) => n.type === 'ticket_update' && n.message.includes('is now resolved'))).toBe(true);

      // A reply after resolution reopens it; resolving again lets the customer rate.
      await reply(customer, ticket.id, 'It happened again.');
      expect((await detail(customer, ticket.id)).status).toBe('open');
      await setStatus(agent, ticket.id, 'resolved');
      expect((await http.post(`${V1}/support/tickets/${ticket.id}/rating`, colleague.token, { rating: 4 })).statusCode).toBe(404);
      expect((await http.post(`${V1}/support/tickets/${ticket.id}/rating`, customer.token, { rating: 6 })).statusCode).toBe(400);
      const rated = await http.post(`${V1}/support/tickets/${ticket.id}/rating`, customer.token, { rating: 4, comment: 'Fast, thanks' });
      expect(rated.json().data).toMatchObject({ rating: 4, ratingComment: 'Fast, thanks' });
      const again = await http.post(`${V1}/support/tickets/${ticket.id}/rating`, customer.token, { rating: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already rated this ticket');
    });

    it('merges a duplicate: its messages move over and it closes', async () => {
      const original = await openTicket(customer, { title: 'Callbacks failing (original)' });
      const duplicate = await openTicket(customer, { title: 'Callbacks failing (duplicate)' });
      await reply(customer, duplicate.id, 'Also seeing 401 responses.');
      const other = await openTicket(rival);
      expect((await http.post(`${V1}/support/tickets/${duplicate.id}/merge`, agent.token, { targetTicketId: other.id })).statusCode).toBe(400);
      expect((await http.post(`${V1}/support/tickets/${duplicate.id}/merge`, agent.token, { targetTicketId: duplicate.id })).statusCode).toBe(400);

      const merged = await http.post(`${V1}/support/tickets/${duplicate.id}/merge`, agent.token, { targetTicketId: original.id });
      expect(merged.statusCode).toBe(200);
      const contents = merged.json().data.messages.map((m: { content: string }) => m.content);
      expect(contents).toEqual([expect.stringContaining(`Merged from #${duplicate.id}`), 'Also seeing 401 responses.']);
      expect(merged.json().data.messageCount).toBe(2);
      const closed = await detail(agent, duplicate.id);
      expect(closed).toMatchObject({ status: 'closed', mergedIntoId: original.id, messages: [] });
      // The customer's list shows the ticket it joined, not the closed duplicate.
      const mine = (await http.get(`${V1}/support/tickets/my?size=100`, customer.token)).json().data.content.map((row: { id: number }) => row.id);
      expect(mine).toContain(original.id);
      expect(mine).not.toContain(duplicate.id);
    });

    it('lets the requester delete only an unanswered new ticket', async () => {
      const fresh = await openTicket(customer);
      expect((await http.delete(`${V1}/support/tickets/${fresh.id}`, customer.token)).statusCode).toBe(200);
      const answered = await openTicket(customer);
      await reply(agent, answered.id, 'Looking into it.');
      expect((await http.delete(`${V1}/support/tickets/${answered.id}`, customer.token)).statusCode).toBe(409);
      expect((await http.delete(`${V1}/support/tickets/${answered.id}`, agent.token)).statusCode).toBe(200);
    });
  });

  describe('analytics', () => {
    it("counts a company's volume, backlog, SLA met % and CSAT for staff only", async () => {
      const company = await approvedCompany(t.app, root, unique('Analytics '));
      const first = await openTicket(company, { category: 'billing' });
      await openTicket(company, { category: 'billing' });
      await openTicket(company, { category: 'technical' });
      await reply(agent, first.id, 'Fixed.');
      await setStatus(agent, first.id, 'resolved');
      await http.post(`${V1}/support/tickets/${first.id}/rating`, company.token, { rating: 4 });

      const res = await http.get(`${V1}/support/analytics?companyId=${company.companyId}&weeks=4`, agent.token);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.weeks).toHaveLength(4);
      expect(data.weeks.at(-1)).toMatchObject({ opened: 3, resolved: 1 });
      expect(data.backlog.find((row: { status: string }) => row.status === 'new').count).toBe(2);
      expect(data).toMatchObject({ slaMetPercent: 100, csat: { average: 4, responses: 1 }, byCompany: [{ companyId: company.companyId, opened: 3, averageRating: 4 }] });
      expect(data.byCategory).toEqual([{ category: 'billing', opened: 2, resolved: 1 }, { category: 'technical', opened: 1, resolved: 0 }]);
      expect(data.averageFirstResponseMinutes).not.toBeNull();
      expect((await http.get(`${V1}/support/analytics`, company.token)).statusCode).toBe(403);
      expect((await http.get(`${V1}/support/analytics?weeks=99`, agent.token)).statusCode).toBe(400);
    });
  });

  describe('scheduled jobs', () => {
    it('closes a resolved ticket after seven quiet days', async () => {
      const ticket = await openTicket(customer);
      await setStatus(agent, ticket.id, 'resolved');
      const recent = await openTicket(customer);
      await setStatus(agent, recent.id, 'resolved');
      await t.app.platform.db.update(supportTickets).set({ lastActivityAt: new Date(Date.now() - 8 * DAY) }).where(eq(supportTickets.id, ticket.id));
      await t.app.platform.jobs.send(SUPPORT_SCHEDULES.autoClose.name, {});
      expect(await t.app.platform.jobs.drain({ until: new Date(Date.now() + 60_000) })).toBeGreaterThanOrEqual(1);
      expect((await detail(customer, ticket.id)).status).toBe('closed');
      expect((await detail(customer, recent.id)).status).toBe('resolved');
    });

    it('escalates a ticket about to breach, warns its assignee, and lists breaches', async () => {
      const ticket = await openTicket(customer, { priority: 'urgent' });
      await http.put(`${V1}/support/tickets/${ticket.id}/assign`, root.token, { assigneeId: agent.userId });
      // Due in ten minutes: inside the sweep's warning window.
      await t.app.platform.db.update(supportTickets).set({ firstResponseDueAt: new Date(Date.now() + 10 * 60_000) }).where(eq(supportTickets.id, ticket.id));
      await t.app.platform.jobs.send(SUPPORT_SCHEDULES.slaSweep.name, {});
      await t.app.platform.jobs.drain({ until: new Date(Date.now() + 60_000) });
      const escalated = await detail(agent, ticket.id);
      expect(escalated.escalated).toBe(true);
      expect(escalated.escalationReason).toContain('first response');
      expect((await notices(agent)).some((n) => n.type === 'ticket_sla_warning' && n.title === `SLA at risk on #${ticket.id}`)).toBe(true);

      // Past due: the next sweep puts it on the breach list (and does not warn twice).
      await t.app.platform.db.update(supportTickets).set({ firstResponseDueAt: new Date(Date.now() - 60_000) }).where(eq(supportTickets.id, ticket.id));
      await t.app.platform.jobs.send(SUPPORT_SCHEDULES.slaSweep.name, {});
      await t.app.platform.jobs.drain({ until: new Date(Date.now() + 60_000) });
      const warnings = (await notices(agent)).filter((n) => n.type === 'ticket_sla_warning' && n.title === `SLA at risk on #${ticket.id}`);
      expect(warnings).toHaveLength(1);
      const breaches = (await http.get(`${V1}/support/tickets/breaches?size=100`, agent.token)).json().data.content;
      expect(breaches.map((row: { id: number }) => row.id)).toContain(ticket.id);
      expect((await http.get(`${V1}/support/tickets/breaches`, customer.token)).statusCode).toBe(403);
    });
  });
});
