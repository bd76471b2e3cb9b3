import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { logIn, registerMember, signedInPage } from '../support/session';

/** A small but real PDF: the server checks the %PDF- signature. */
const CV = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('jobs market', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a company posts a job, a seeker finds it with a typo and applies with a PDF, the company moves it to interview, the seeker sees the stage and the notification', async () => {
    const recruiterSession = await logIn('sofia.martinez@paytable.io', 'Paytable-demo-2024');
    const recruiter = await signedInPage(browser, recruiterSession);
    const errors: string[] = [];
    recruiter.page.on('pageerror', (error) => errors.push(error.message));

    // The company member posts the job: a draft first, then published.
    await recruiter.page.goto('/dashboard/company-jobs/new');
    await recruiter.page.getByLabel('Title', { exact: true }).fill('Sportsbook Trading Analyst');
    await recruiter.page.getByLabel('Description').fill('Price in-play football markets and manage liabilities for our sportsbook.');
    await recruiter.page.getByLabel('Function', { exact: true }).selectOption('RISK_FRAUD');
    await recruiter.page.getByLabel('City').fill('Sliema');
    await recruiter.page.getByLabel('Country code').fill('MT');
    await recruiter.page.getByLabel('Skills').fill('Trading, Football, Excel');
    await expect.poll(() => recruiter.page.getByLabel('Preview').textContent()).toContain('Sportsbook Trading Analyst');
    await recruiter.page.getByRole('button', { name: 'Save as draft' }).click();
    await recruiter.page.waitForURL(/\/dashboard\/company-jobs\/\d+$/);
    const jobId = Number(new URL(recruiter.page.url()).pathname.split('/').pop());
    await recruiter.page.getByRole('button', { name: 'Publish' }).click();
    await recruiter.page.getByText('Published', { exact: true }).waitFor();

    // A seeker finds it on the board despite a typo, and applies with a PDF CV.
    const seekerSession = await registerMember({ firstName: 'Marta', lastName: 'Vella' });
    const seeker = await signedInPage(browser, seekerSession, 'phone');
    seeker.page.on('pageerror', (error) => errors.push(error.message));
    await seeker.page.goto('/dashboard/jobs');
    await seeker.page.getByRole('searchbox', { name: 'Search jobs' }).fill('sportsbok tradng');
    await seeker.page.waitForURL(/q=sportsbok/);
    const card = seeker.page.getByRole('link', { name: 'Sportsbook Trading Analyst' });
    await card.click();
    await seeker.page.waitForURL(`**/dashboard/jobs/${jobId}`);
    await seeker.page.getByRole('heading', { level: 1, name: 'Sportsbook Trading Analyst' }).waitFor();
    const jsonLd = JSON.parse((await seeker.page.getByTestId('job-posting-json-ld').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: 'Sportsbook Trading Analyst', validThrough: expect.any(String) });
    await seeker.page.getByLabel('Cover letter').fill('Four years pricing in-play markets at a Malta sportsbook.');
    await seeker.page.getByLabel(/^CV/).setInputFiles({ name: 'marta-vella-cv.pdf', mimeType: 'application/pdf', buffer: CV });
    await seeker.page.getByRole('button', { name: 'Send application' }).click();
    await seeker.page.getByText(/You applied on/).waitFor();

    // The company moves the application to interview with an internal note.
    await recruiter.page.reload();
    const applicant = recruiter.page.getByRole('article', { name: 'Marta Vella' });
    await applicant.waitFor();
    await applicant.getByText('Move with a note').click();
    await applicant.getByLabel('Stage', { exact: true }).selectOption('INTERVIEW');
    await applicant.getByLabel(/Internal note/).fill('Strong trader; book a call with the head of trading.');
    await applicant.getByRole('button', { name: 'Move', exact: true }).click();
    await recruiter.page.getByRole('listitem', { name: 'Interview: 1' }).getByRole('article', { name: 'Marta Vella' }).waitFor();

    // The seeker sees the new stage (and never the note).
    await seeker.page.goto('/dashboard/jobs/my-applications');
    await expect.poll(() => seeker.page.getByTestId('application-stage').first().textContent()).toBe('Interview');
    expect(await seeker.page.locator('main').textContent()).not.toContain('head of trading');
    // …and is told, never with the note.
    await seeker.page.goto('/dashboard/notifications');
    const notices = seeker.page.getByRole('list', { name: 'Notifications' });
    await notices.getByText('Your application for Sportsbook Trading Analyst: Interview').waitFor();
    expect(await notices.textContent()).not.toContain('head of trading');
    expect(errors).toEqual([]);
    await recruiter.context.close();
    await seeker.context.close();
  });
});
