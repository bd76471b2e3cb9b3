import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companyIntegrationSettings, integrationEndpoints, integrationTypes, partnerships, payloadStructures, webhookDeliveries, webhookDeliveryAttempts } from '../../db/schema/index';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { findUserIdByEmail } from '../auth/index';
import { catalogueIds } from '../catalog/index';
import { companyIdByName } from '../companies/index';
import { sha256 } from './deliveries-repository';
import { generateApiKey, secretBox, secretHint } from './secret-box';
import { generateSecret, messageId } from './signing';
import { hoursOf, writeManifest } from './manifests-repository';

const HOUR = 3_600_000;

const moneySchema = { type: 'object', required: ['amountMinor', 'currency'], properties: { amountMinor: { type: 'integer', minimum: 0 }, currency: { type: 'string', pattern: '^[A-Z]{3}$' } } };

/** The demo catalogue: three integration types with their events and JSON Schemas. */
const demoTypes = [
  {
    name: 'Payment gateway',
    integrationIdentifier: 'payments.gateway',
    description: 'Deposits and payouts between an operator and a payment provider, with settlement notices.',
    isActive: true,
    billingModel: 'HYBRID',
    isFinancialIntegration: true,
    currency: 'EUR',
    senderPerRequestFee: 2,
    senderBillingBps: 10,
    receiverPerRequestFee: 1,
    receiverBillingBps: 0,
    monthlyFee: 0,
    providers: ['Payment Processing', 'Payment Service Provider'],
    consumers: ['Online Casino Operator', 'Sportsbook Operator'],
    endpoints: [
      {
        name: 'Deposit completed',
        eventType: 'payment.deposit_completed',
        description: 'The provider confirms a player deposit.',
        request: { type: 'object', required: ['paymentId', 'playerId', 'amount'], additionalProperties: false, properties: { paymentId: { type: 'string', minLength: 1 }, playerId: { type: 'string', minLength: 1 }, amount: moneySchema, method: { type: 'string', enum: ['card', 'bank_transfer', 'e_wallet', 'crypto'] } } },
        response: { type: 'object', required: ['accepted'], properties: { accepted: { type: 'boolean' } } },
      },
      {
        name: 'Payout requested',
        eventType: 'payment.payout_requested',
        description: 'The operator asks the provider to pay a player out.',
        request: { type: 'object', required: ['payoutId', 'playerId', 'amount'], properties: { payoutId: { type: 'string', minLength: 1 }, playerId: { type: 'string' }, amount: moneySchema } },
        response: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['QUEUED', 'REFUSED'] } } },
      },
    ],
  },
  {
    name: 'Chargeback alerts',
    integrationIdentifier: 'payments.chargebacks',
    description: 'The payment provider warns the operator of a dispute before it becomes a chargeback.',
    isActive: true,
    billingModel: 'PER_REQUEST',
    isFinancialIntegration: true,
    currency: 'EUR',
    senderPerRequestFee: 0,
    senderBillingBps: 0,
    receiverPerRequestFee: 25,
    receiverBillingBps: 0,
    monthlyFee: 0,
    providers: ['Payment Processing', 'Payment Service Provider'],
    consumers: ['Online Casino Operator', 'Sportsbook Operator'],
    endpoints: [
      {
        name: 'Dispute opened',
        eventType: 'chargeback.dispute_opened',
        description: 'A cardholder disputed a deposit.',
        request: { type: 'object', required: ['disputeId', 'paymentId', 'amount', 'reasonCode'], properties: { disputeId: { type: 'string' }, paymentId: { type: 'string' }, amount: moneySchema, reasonCode: { type: 'string' } } },
        response: { type: 'object', required: ['action'], properties: { action: { type: 'string', enum: ['REFUND', 'CONTEST'] } } },
      },
    ],
  },
  {
    name: 'KYC verification',
    integrationIdentifier: 'kyc.verification',
    description: 'An operator asks for an identity check; the provider answers with the decision.',
    isActive: true,
    billingModel: 'PER_REQUEST',
    isFinancialIntegration: false,
    currency: 'EUR',
    senderPerRequestFee: 15,
    senderBillingBps: 0,
    receiverPerRequestFee: 0,
    receiverBillingBps: 0,
    monthlyFee: 0,
    providers: ['KYC & Identity Verification'],
    consumers: ['Online Casino Operator', 'Sportsbook Operator', 'Lottery Operator'],
    endpoints: [
      {
        name: 'Check requested',
        eventType: 'kyc.check_requested',
        description: 'Start a document and liveness check.',
        request: { type: 'object', required: ['checkId', 'playerId', 'country'], properties: { checkId: { type: 'string' }, playerId: { type: 'string' }, country: { type: 'string', pattern: '^[A-Z]{2}$' } } },
        response: { type: 'object', required: ['decision'], properties: { decision: { type: 'string', enum: ['APPROVED', 'REFERRED', 'DECLINED'] } } },
      },
    ],
  },
  {
    name: 'Odds feed',
    integrationIdentifier: 'sports.odds_feed',
    description: 'Price changes pushed to a sportsbook.',
    isActive: false,
    billingModel: 'FLAT_MONTHLY',
    isFinancialIntegration: false,
    currency: 'GBP',
    senderPerRequestFee: 0,
    senderBillingBps: 0,
    receiverPerRequestFee: 0,
    receiverBillingBps: 0,
    monthlyFee: 150_000,
    providers: ['Sports Data Provider'],
    consumers: ['Sportsbook Operator'],
    endpoints: [],
  },
] as const;

async function seedCatalogue(tx: Tx): Promise<Map<string, { typeId: number; endpoints: Map<string, number> }>> {
  const ids = await catalogueIds(tx);
  const byName = (names: readonly string[]) => names.flatMap((name) => (ids.businessTypes.has(name) ? [ids.businessTypes.get(name)!] : []));
  const result = new Map<string, { typeId: number; endpoints: Map<string, number> }>();
  for (const demo of demoTypes) {
    const [type] = await tx
      .insert(integrationTypes)
      .values({
        name: demo.name,
        integrationIdentifier: demo.integrationIdentifier,
        description: demo.description,
        isActive: demo.isActive,
        billingModel: demo.billingModel,
        isFinancialIntegration: demo.isFinancialIntegration,
        currency: demo.currency,
        senderPerRequestFee: demo.senderPerRequestFee,
        senderBillingBps: demo.senderBillingBps,
        receiverPerRequestFee: demo.receiverPerRequestFee,
        receiverBillingBps: demo.receiverBillingBps,
        monthlyFee: demo.monthlyFee,
        providerBusinessTypeIds: byName(demo.providers),
        consumerBusinessTypeIds: byName(demo.consumers),
      })
      .returning({ id: integrationTypes.id });
    const endpoints = new Map<string, number>();
    for (const endpoint of demo.endpoints) {
      const [row] = await tx.insert(integrationEndpoints).values({ integrationTypeId: type!.id, name: endpoint.name, eventType: endpoint.eventType, description: endpoint.description }).returning({ id: integrationEndpoints.id });
      endpoints.set(endpoint.eventType, row!.id);
      await tx.insert(payloadStructures).values([
        { integrationEndpointId: row!.id, direction: 'REQUEST', schema: endpoint.request as unknown as Record<string, unknown> },
        { integrationEndpointId: row!.id, direction: 'RESPONSE', schema: endpoint.response as unknown as Record<string, unknown> },
      ]);
    }
    result.set(demo.integrationIdentifier, { typeId: type!.id, endpoints });
  }
  return result;
}

/**
 * The integrations demo: the catalogue; Aurora Casino Group (operator) in an active payment-gateway
 * partnership with SwiftPay Gateway (provider), both with settings; a pending KYC request from Aurora to
 * VerifyNow KYC; and a day of delivery history (successes, a retried one, a failed one) in the log.
 */
export const integrationsDemoSeeder: DemoSeeder = {
  name: 'integrations',
  async seed(tx, platform) {
    const catalogue = await seedCatalogue(tx);
    const aurora = await companyIdByName(tx, 'Aurora Casino Group');
    const swiftPay = await companyIdByName(tx, 'SwiftPay Gateway');
    const verifyNow = await companyIdByName(tx, 'VerifyNow KYC');
    const sofia = await findUserIdByEmail(tx, 'sofia.martinez@paytable.io');
    if (aurora === undefined || swiftPay === undefined || !platform.config.jwtSecret) return;
    const box = secretBox(platform.config.jwtSecret);
    const now = Date.now();
    for (const [companyId, host] of [
      [aurora, 'hooks.aurora-casino.example'],
      [swiftPay, 'webhooks.swiftpay.example'],
    ] as const) {
      const secret = generateSecret();
      const key = generateApiKey();
      await tx.insert(companyIntegrationSettings).values({
        companyId,
        secretEncrypted: box.seal(secret),
        secretHint: secretHint(secret),
        secretCreatedAt: new Date(now - 30 * 24 * HOUR),
        apiKeyPrefix: key.prefix,
        apiKeyHash: key.hash,
        apiKeyCreatedAt: new Date(now - 30 * 24 * HOUR),
        recipientEndpointUrl: `https://${host}/paytable`,
        testEndpointUrl: `https://${host}/paytable-test`,
      });
    }
    const gateway = catalogue.get('payments.gateway')!;
    const [partnership] = await tx
      .insert(partnerships)
      .values({
        requesterCompanyId: aurora,
        providerCompanyId: swiftPay,
        integrationTypeId: gateway.typeId,
        status: 'ACTIVE',
        message: 'We would like SwiftPay for card deposits and payouts on our Malta brands.',
        createdByUserId: sofia ?? null,
        approvedAt: new Date(now - 20 * 24 * HOUR),
        activatedAt: new Date(now - 19 * 24 * HOUR),
        createdAt: new Date(now - 21 * 24 * HOUR),
        updatedAt: new Date(now - 19 * 24 * HOUR),
      })
      .returning({ id: partnerships.id });
    const kyc = catalogue.get('kyc.verification');
    if (verifyNow !== undefined && kyc) {
      await tx.insert(partnerships).values({ requesterCompanyId: aurora, providerCompanyId: verifyNow, integrationTypeId: kyc.typeId, message: 'Identity checks for new players in Malta and the UK.', createdByUserId: sofia ?? null });
    }
    // A day of history: twelve deposits and payouts, one retried once, one that failed every attempt.
    let sequence = 0;
    const received = new Map<string, { receiver: number; hour: Date }>();
    for (let i = 0; i < 12; i += 1) {
      sequence += 1;
      const deposit = i % 3 !== 2;
      const at = new Date(now - (24 - i * 2) * HOUR);
      const eventType = deposit ? 'payment.deposit_completed' : 'payment.payout_requested';
      const data = deposit
        ? { paymentId: `dep_${1000 + i}`, playerId: `player_${200 + i}`, amount: { amountMinor: 2_500 + i * 500, currency: 'EUR' }, method: 'card' }
        : { payoutId: `pay_${1000 + i}`, playerId: `player_${200 + i}`, amount: { amountMinor: 10_000 + i * 1_000, currency: 'EUR' } };
      const body = JSON.stringify({ type: eventType, timestamp: at.toISOString(), partnershipId: partnership!.id, integration: 'payments.gateway', sequence, data });
      const failed = i === 10;
      const retried = i === 4;
      const id = messageId();
      const sender = deposit ? swiftPay : aurora;
      const receiver = deposit ? aurora : swiftPay;
      const attempts = failed ? 3 : retried ? 2 : 1;
      for (const hour of hoursOf([at])) received.set(`${receiver}:${hour.getTime()}`, { receiver, hour });
      await tx.insert(webhookDeliveries).values({
        id,
        partnershipId: partnership!.id,
        senderCompanyId: sender,
        receiverCompanyId: receiver,
        integrationTypeId: gateway.typeId,
        eventType,
        target: 'LIVE',
        status: failed ? 'FAILED' : 'SUCCEEDED',
        trigger: 'EVENT',
        body,
        bodySha256: sha256(body),
        sequence,
        volumeMinor: data.amount.amountMinor,
        volumeCurrency: 'EUR',
        attempts,
        roundFailures: failed ? 3 : retried ? 1 : 0,
        lastResponseStatus: failed ? 500 : 200,
        createdAt: at,
        deliveredAt: failed ? null : new Date(at.getTime() + (retried ? 5_300 : 180)),
      });
      const url = `https://${receiver === aurora ? 'hooks.aurora-casino.example' : 'webhooks.swiftpay.example'}/paytable`;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        const ok = !failed && attempt === attempts;
        await tx.insert(webhookDeliveryAttempts).values({
          deliveryId: id,
          attempt,
          trigger: attempt === 1 ? 'EVENT' : 'RETRY',
          url,
          requestedAt: new Date(at.getTime() + (attempt - 1) * 5_000),
          responseStatus: ok ? 200 : failed ? 500 : 503,
          responseExcerpt: ok ? '{"received":true}' : failed ? 'Internal Server Error' : 'Service Unavailable',
          durationMs: ok ? 142 + i : 61,
          error: null,
        });
      }
    }
    await tx.update(partnerships).set({ lastSequence: sequence }).where(eq(partnerships.id, partnership!.id));
    // Each receiver's hourly manifests of that day (stored; the demo queues nothing).
    for (const { receiver, hour } of received.values()) await writeManifest(tx, receiver, hour, new Date(hour.getTime() + 65 * 60_000));
  },
};
