import { useState } from 'react';
import { PageHeader } from '@/components/list-states';
import { verificationSnippets } from '../lib/verification-snippets';

/** /dashboard/documentation/integration: how deliveries are signed and how to verify them, in five languages. */
export default function DocumentationIntegrationPage() {
  const [language, setLanguage] = useState(verificationSnippets[0]!.language);
  const snippet = verificationSnippets.find((each) => each.language === language) ?? verificationSnippets[0]!;
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Integration Documentation" description="Signed deliveries following the Standard Webhooks specification." />
      <article className="grid gap-3 text-sm leading-6">
        <h2 className="text-lg font-semibold">What you receive</h2>
        <p>
          Each delivery is an HTTPS <code>POST</code> of a JSON body <code>{'{type, timestamp, partnershipId, integration, sequence, data}'}</code> with three headers: <code>webhook-id</code> (the same across retries: use it
          to ignore duplicates), <code>webhook-timestamp</code> (seconds since 1970) and <code>webhook-signature</code>.
        </p>
        <p>
          The signature is <code>v1,</code> followed by the base64 HMAC-SHA256 of <code>webhook-id.webhook-timestamp.body</code>, keyed with your secret (the bytes of the base64 part after <code>whsec_</code>). After you rotate
          the secret, deliveries carry two signatures, separated by a space, for 24 hours: accept the delivery when any one matches.
        </p>
        <p>Refuse a timestamp more than five minutes from your clock: it protects you from replayed deliveries. Verify against the raw body, before parsing it.</p>
        <h2 className="text-lg font-semibold">Answering</h2>
        <p>
          Answer any 2xx within 15 seconds. Anything else, a redirect included, is a failure: the delivery is retried after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours and 10 hours. On 429 or 503 your{' '}
          <code>Retry-After</code> is honoured. A 410, or five days of failures, disables your endpoint; saving its URL again re-enables it, and the delivery log recovers what failed.
        </p>
        <h2 className="text-lg font-semibold">Verifying</h2>
        <div role="tablist" aria-label="Language" className="flex flex-wrap gap-2">
          {verificationSnippets.map((each) => (
            <button
              key={each.language}
              role="tab"
              type="button"
              aria-selected={each.language === language}
              className={`rounded-md border px-3 py-1 text-sm ${each.language === language ? 'border-primary bg-primary text-primary-foreground' : ''}`}
              onClick={() => setLanguage(each.language)}
            >
              {each.language}
            </button>
          ))}
        </div>
        <pre role="tabpanel" aria-label={`${snippet.language} example`} className="overflow-auto rounded-lg bg-muted p-3 text-xs leading-5">
          {snippet.code}
        </pre>
      </article>
    </div>
  );
}
