import { PageHeader } from '@/components/list-states';

/** /dashboard/documentation/security: how integration secrets and receivers are protected. */
export default function DocumentationSecurityPage() {
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Security Documentation" description="How Paytable protects your keys, secrets and endpoints." />
      <article className="grid gap-3 text-sm leading-6">
        <h2 className="text-lg font-semibold">Keys and secrets</h2>
        <ul className="list-inside list-disc">
          <li>API keys are shown once and stored only as a SHA-256 digest; the screens show their prefix. Regenerating a key replaces it at once.</li>
          <li>Signing secrets are shown once and stored encrypted (AES-256-GCM). Rotating keeps the previous secret signing for 24 hours.</li>
          <li>Only company members holding the Integrations privilege see or change them.</li>
        </ul>
        <h2 className="text-lg font-semibold">Endpoints</h2>
        <ul className="list-inside list-disc">
          <li>Receiver URLs must use https and resolve to public addresses: private, loopback, link-local and reserved networks are refused, and the connection goes to exactly the address that was checked.</li>
          <li>Redirects are never followed.</li>
          <li>Every attempt is logged with its status, an excerpt of the answer and its duration.</li>
        </ul>
        <h2 className="text-lg font-semibold">Payloads</h2>
        <p>Every event is checked against its published JSON Schema before it is sent; a payload that does not match is refused with the schema’s error and never leaves the platform.</p>
      </article>
    </div>
  );
}
