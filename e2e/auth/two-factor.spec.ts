import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { api, logIn, MEMBER_PASSWORD, nextCode, registerMember, signInThroughForm } from '../support/session';

/** A page whose cookie choice is already made, so the consent banner covers nothing. */
async function openPage(browser: Browser, viewport: 'phone' | 'desktop') {
  const opened = await newPage(browser, viewport);
  await opened.context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'));
  return opened;
}

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const shoot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

describe('auth: two-factor sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes a new admin to enrolment at sign-in, shows the recovery codes once, and signs in with a code next time', async () => {
    // A member made admin by the platform's admin: their next sign-in must enrol.
    const member = await registerMember({ firstName: 'Ada', lastName: 'Byron' });
    const root = await logIn('admin@paytable.io', 'Paytable-admin-2024');
    await api('/admin/user-roles/assign', { userId: member.user.id, role: 'ROLE_ADMIN' }, root.token);
    const profile = await api<{ username: string }>('/auth/profile', undefined, member.token);

    const { context, page } = await openPage(browser, 'phone');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await signInThroughForm(page, profile.username, MEMBER_PASSWORD);

    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    await page.getByText('requires two-factor sign-in').first().waitFor();
    await page.getByRole('img', { name: 'QR code to add Paytable to your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await shoot(page, 'two-factor-enrol-390');
    const enrolment = { secret, lastStep: 0 };
    const codeField = page.getByLabel('Authentication code');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await codeField.fill(await nextCode(enrolment));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    expect(await codes.count()).toBe(10);
    await shoot(page, 'two-factor-recovery-codes-390');
    await page.getByRole('button', { name: 'Continue to Paytable' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();

    // Next sign-in, another browser at desktop width: the second step asks for a code.
    const desktop = await openPage(browser, 'desktop');
    await desktop.page.goto('/login');
    await signInThroughForm(desktop.page, profile.username, MEMBER_PASSWORD);
    await desktop.page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await desktop.page.getByRole('button', { name: 'Use a recovery code' }).waitFor();
    await shoot(desktop.page, 'two-factor-second-step-1366');
    // A wrong code is refused with the catalogue's message; the right one signs in.
    await desktop.page.getByLabel('Authentication code').fill('000000' === (await nextCode({ ...enrolment })) ? '111111' : '000000');
    await desktop.page.getByRole('button', { name: 'Verify' }).click();
    await desktop.page.getByText('That code is not valid').waitFor();
    await desktop.page.getByLabel('Authentication code').fill(await nextCode(enrolment));
    await desktop.page.getByRole('button', { name: 'Verify' }).click();
    await desktop.page.waitForURL((url) => url.pathname === '/dashboard');

    // Settings show it on, required, with ten recovery codes left.
    await desktop.page.goto('/dashboard/settings');
    await desktop.page.getByText('10 of 10 recovery codes left').waitFor();
    await desktop.page.getByText('Required for administrators').waitFor();
    await shoot(desktop.page, 'two-factor-settings-1366');
    await desktop.context.close();
    expect(errors).toEqual([]);
  });
});
