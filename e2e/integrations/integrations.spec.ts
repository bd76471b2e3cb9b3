import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { logIn, signedInPage } from '../support/session';

/** A partner's receiver on loopback (the server runs in development mode, where loopback is allowed). */
async function startReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/paytable-test`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('self-service integrations', () => {
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
  });

  it('an operator and a provider complete the wizard, the partnership goes live, and a signed test event reaches the receiver and the delivery log', async () => {
    const operator = await signedInPage(browser, await logIn('sofia.martinez@paytable.io', 'Paytable-demo-2024'));
    const provider = await signedInPage(browser, await logIn('priya.shah@paytable.io', 'Paytable-demo-2024'), 'phone');
    const errors: string[] = [];
    for (const side of [operator, provider]) side.page.on('pageerror', (error) => errors.push(error.message));

    // The operator chooses a type and a provider ranked by fit; the request resumes as /integration-wizard/{id}.
    await operator.page.goto('/dashboard/integration-wizard');
    await operator.page.getByRole('button', { name: 'Choose Chargeback alerts' }).click();
    await operator.page.getByText('Serves the business types this integration is provided by').first().waitFor();
    await operator.page.getByRole('button', { name: 'Request SwiftPay Gateway' }).click();
    await operator.page.waitForURL(/\/dashboard\/integration-wizard\/\d+$/);
    const partnershipId = Number(new URL(operator.page.url()).pathname.split('/').pop());
    await operator.page.getByText(/Waiting for SwiftPay Gateway to approve/).waitFor();
    await operator.page.getByRole('region', { name: 'Dispute opened' }).waitFor();

    // The provider approves it from Partnerships.
    await provider.page.goto('/dashboard/partnerships');
    const request = provider.page.getByTestId(`partnership-${partnershipId}`);
    await request.getByRole('button', { name: 'Approve' }).click();
    await request.getByText('Approved', { exact: true }).waitFor();

    // The operator sets its test endpoint and secret, sends a test event and goes live.
    await operator.page.reload();
    await operator.page.getByLabel('Test endpoint URL').fill(receiver.url);
    await operator.page.getByLabel('Test endpoint URL').press('Enter');
    await operator.page.getByText('Test endpoint saved').waitFor();
    await operator.page.getByRole('button', { name: 'Rotate secret' }).click();
    const secret = (await operator.page.getByTestId('shown-once-value').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await operator.page.getByRole('button', { name: 'I have stored it' }).click();
    await operator.page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => operator.page.getByTestId('test-event-result').textContent()).toContain('Delivered: HTTP 200');
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'test.ping' });
    expect(receiver.received[0]!.headers['webhook-signature']).toMatch(/^v1,/);
    await operator.page.getByRole('button', { name: 'Go live' }).click();
    await operator.page.getByText('Live: deliveries flow between both companies.').waitFor();

    // The test event shows in the delivery log.
    await operator.page.goto('/dashboard/company-integrations');
    await operator.page.getByLabel('Kind').selectOption('TEST');
    const row = operator.page.getByTestId('delivery-row').filter({ hasText: 'test.ping' }).first();
    await row.getByText('Delivered').waitFor();
    await row.getByRole('button', { name: 'Attempts' }).click();
    await row.getByText(/HTTP 200/).waitFor();

    await provider.page.reload();
    await provider.page.getByTestId(`partnership-${partnershipId}`).getByText('Active', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  }, 240_000);
});
