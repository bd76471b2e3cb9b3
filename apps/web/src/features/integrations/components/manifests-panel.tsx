import { useState } from 'react';
import { Download, FileCheck2 } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useManifest, useManifests } from '../api/integrations';
import { formatDateTime } from '../lib/format';
import { DeliveryStatusBadge } from './status-badges';

/** Saves the signed manifest as a JSON file: the exact body and the headers to verify it with. */
function saveManifest(manifest: { id: string; body: string; headers: Record<string, string> }) {
  const file = new Blob([JSON.stringify({ headers: manifest.headers, body: manifest.body }, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `${manifest.id}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

function ManifestDetail({ companyId, id }: { companyId: number; id: string }) {
  const manifest = useManifest(companyId, id);
  if (manifest.isPending) return <ListSkeleton rows={2} label="Loading the manifest" />;
  if (manifest.isError) return <DataError context="the manifest" onRetry={() => void manifest.refetch()} />;
  const { document, headers } = manifest.data;
  return (
    <div className="grid gap-2 text-xs">
      <table className="w-full">
        <caption className="sr-only">Sequence numbers per partnership</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 pr-2 font-medium">Partnership</th>
            <th scope="col" className="px-2 py-1 text-right font-medium">Sequences</th>
            <th scope="col" className="px-2 py-1 text-right font-medium">Deliveries</th>
          </tr>
        </thead>
        <tbody>
          {document.partnerships.map((each) => (
            <tr key={each.partnershipId} className="border-t">
              <td className="py-1 pr-2">#{each.partnershipId}</td>
              <td className="px-2 py-1 text-right tabular-nums">
                {each.firstSequence}–{each.lastSequence}
              </td>
              <td className="px-2 py-1 text-right tabular-nums">{each.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="break-all text-muted-foreground">
        webhook-id {headers['webhook-id']} · webhook-timestamp {headers['webhook-timestamp']}
      </p>
      <div>
        <Button size="sm" variant="outline" onClick={() => saveManifest(manifest.data)}>
          <Download aria-hidden="true" /> Download signed manifest
        </Button>
      </div>
    </div>
  );
}

/**
 * The hourly delivery manifests of the deliveries addressed to the company: each lists every delivery of
 * its hour with its body hash and sequence, signed like a delivery, so a finance system can prove it
 * received everything. They are also delivered to the live endpoint.
 */
export function ManifestsPanel({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const manifests = useManifests(companyId, page);
  return (
    <section aria-labelledby="manifests-title" className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <h2 id="manifests-title" className="text-lg font-semibold">
          Delivery manifests
        </h2>
        <p className="text-sm text-muted-foreground">
          Every hour with deliveries to you gets a signed list of them (ids, body hashes and sequence numbers per partnership), delivered to your endpoint and kept here.
        </p>
      </div>
      {manifests.isPending ? (
        <ListSkeleton rows={3} label="Loading manifests" />
      ) : manifests.isError ? (
        <DataError context="the delivery manifests" onRetry={() => void manifests.refetch()} />
      ) : manifests.data.content.length === 0 ? (
        <EmptyState icon={<FileCheck2 className="size-5" />} title="No manifests yet">
          The first one is made five minutes after an hour in which you received deliveries.
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-2">
            {manifests.data.content.map((manifest) => (
              <li key={manifest.id} className="grid gap-2 rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="grid gap-0.5">
                    <span className="text-sm font-medium">
                      {formatDateTime(manifest.hourStart)} – {new Date(manifest.hourEnd).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {manifest.deliveries} {manifest.deliveries === 1 ? 'delivery' : 'deliveries'} · {manifest.partnerships} {manifest.partnerships === 1 ? 'partnership' : 'partnerships'}
                    </span>
                  </div>
                  <div className="flex items-center gap-2">
                    {manifest.deliveryStatus ? <DeliveryStatusBadge status={manifest.deliveryStatus} /> : <span className="text-xs text-muted-foreground">Not delivered (no endpoint)</span>}
                    <Button size="sm" variant="ghost" aria-expanded={open === manifest.id} onClick={() => setOpen(open === manifest.id ? null : manifest.id)}>
                      {open === manifest.id ? 'Hide' : 'Details'}
                    </Button>
                  </div>
                </div>
                {open === manifest.id ? <ManifestDetail companyId={companyId} id={manifest.id} /> : null}
              </li>
            ))}
          </ul>
          <Pager page={manifests.data.number} totalPages={manifests.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
