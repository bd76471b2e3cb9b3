import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no network chatter). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

export const baseUrl = () => inject('baseUrl');

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export async function newPage(browser: Browser, viewport: keyof typeof viewports = 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: viewports[viewport] });
  const page = await context.newPage();
  return { context, page };
}
