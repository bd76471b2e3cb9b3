import { PageHeader } from '@/components/list-states';

/** /dashboard/documentation/deployment: bringing an integration to production. */
export default function DocumentationDeploymentPage() {
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Deployment Documentation" description="From a test event to live traffic." />
      <ol className="grid list-inside list-decimal gap-2 text-sm leading-6">
        <li>Deploy a receiver that verifies signatures (see Integration Documentation) and answers 2xx within 15 seconds; do slow work after answering.</li>
        <li>Set its test URL in Company Integrations, create a signing secret and send a test event; the result and the attempt show at once.</li>
        <li>Set the recipient URL for live traffic; keep the receiver idempotent on webhook-id, since a delivery can arrive more than once.</li>
        <li>Activate the partnership: deliveries flow only while it is active. Suspend it to pause traffic during maintenance.</li>
        <li>Watch the delivery log; after an outage, recover failed deliveries since the time it began.</li>
        <li>Rotate the signing secret regularly: both signatures are sent for 24 hours, so roll the new secret out within a day.</li>
      </ol>
    </div>
  );
}
