import type { DocumentationSlug } from '@paytable/contracts';

export interface DefaultDocumentation {
  title: string;
  summary: string;
  markdown: string;
}

/**
 * The text each documentation page shows until an admin saves a version of it: what the product ships,
 * so a fresh installation has complete documentation. The first save becomes version 1.
 */
export const defaultDocumentation: Record<DocumentationSlug, DefaultDocumentation> = {
  api: {
    title: 'API Documentation',
    summary: 'Every operation of the API, from the live OpenAPI document.',
    markdown: `The Paytable API is a JSON API under \`/api/v1\`. Every answer is an envelope: \`{ "success": true, "data": … }\` on success, \`{ "success": false, "code": "…", "message": "…" }\` on failure, with the HTTP status that matches.

## Authentication

Send the access token of a signed-in account as \`Authorization: Bearer <token>\`. Public operations need no token.

## Pages

Lists take \`page\` (0-based) and \`size\` (default 20, at most 100) and answer \`{ content, totalElements, totalPages, number, size }\`.

## The live document

The operations below come from the live OpenAPI document; the [interactive view](/api/docs) lets you try them.`,
  },
  integration: {
    title: 'Integration Documentation',
    summary: 'Signed deliveries following the Standard Webhooks specification.',
    markdown: `## What you receive

Each delivery is an HTTPS \`POST\` of a JSON body \`{type, timestamp, partnershipId, integration, sequence, data}\` with three headers: \`webhook-id\` (the same across retries: use it to ignore duplicates), \`webhook-timestamp\` (seconds since 1970) and \`webhook-signature\`.

The signature is \`v1,\` followed by the base64 HMAC-SHA256 of \`webhook-id.webhook-timestamp.body\`, keyed with your secret (the bytes of the base64 part after \`whsec_\`). After you rotate the secret, deliveries carry two signatures, separated by a space, for 24 hours: accept the delivery when any one matches.

Refuse a timestamp more than five minutes from your clock: it protects you from replayed deliveries. Verify against the raw body, before parsing it.

## Answering

Answer any 2xx within 15 seconds. Anything else, a redirect included, is a failure: the delivery is retried after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours and 10 hours. On 429 or 503 your \`Retry-After\` is honoured. A 410, or five days of failures, disables your endpoint; saving its URL again re-enables it, and the delivery log recovers what failed.

## Verifying

The examples below verify a delivery in five languages.`,
  },
  security: {
    title: 'Security Documentation',
    summary: 'How Paytable protects your keys, secrets and endpoints.',
    markdown: `## Keys and secrets

- API keys are shown once and stored only as a SHA-256 digest; the screens show their prefix. Regenerating a key replaces it at once.
- Signing secrets are shown once and stored encrypted (AES-256-GCM). Rotating keeps the previous secret signing for 24 hours.
- Only company members holding the Integrations privilege see or change them.

## Endpoints

- Receiver URLs must use https and resolve to public addresses: private, loopback, link-local and reserved networks are refused, and the connection goes to exactly the address that was checked.
- Redirects are never followed.
- Every attempt is logged with its status, an excerpt of the answer and its duration.

## Payloads

Every event is checked against its published JSON Schema before it is sent; a payload that does not match is refused with the schema’s error and never leaves the platform.`,
  },
  deployment: {
    title: 'Deployment Documentation',
    summary: 'From a test event to live traffic.',
    markdown: `1. Deploy a receiver that verifies signatures (see [Integration Documentation](/dashboard/documentation/integration)) and answers 2xx within 15 seconds; do slow work after answering.
2. Set its test URL in Company Integrations, create a signing secret and send a test event; the result and the attempt show at once.
3. Set the recipient URL for live traffic; keep the receiver idempotent on webhook-id, since a delivery can arrive more than once.
4. Activate the partnership: deliveries flow only while it is active. Suspend it to pause traffic during maintenance.
5. Watch the delivery log; after an outage, recover failed deliveries since the time it began.
6. Rotate the signing secret regularly: both signatures are sent for 24 hours, so roll the new secret out within a day.`,
  },
};
