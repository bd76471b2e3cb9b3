import { Activity, Database, HardDrive, ListChecks, Mail, RadioTower, RefreshCw } from 'lucide-react';
import type { ComponentStatus } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DataError } from '@/components/error-screen';
import { useSystemStatus } from '../api/get-system-status';
import { formatLatency, formatUptime } from '../components/format';
import { JobQueues } from '../components/job-queues';

const componentLabels: Record<ComponentStatus['name'], { label: string; icon: typeof Database; what: string }> = {
  database: { label: 'Database', icon: Database, what: 'Accounts, listings, messages and everything you save' },
  pubsub: { label: 'Real-time updates', icon: RadioTower, what: 'New messages and requests arriving without a reload' },
  mail: { label: 'E-mail', icon: Mail, what: 'Verification, password reset and notification mails' },
  storage: { label: 'File storage', icon: HardDrive, what: 'Profile photos, logos, game tiles and attachments' },
  jobs: { label: 'Background jobs', icon: ListChecks, what: 'E-mail, push and notification delivery' },
};

/**
 * The public status page (/system-status) and the admin one (/dashboard/admin/system-status): each
 * backing service with its latency, the version and the uptime, refreshed every 30 seconds.
 */
export default function SystemStatusPage() {
  const { data, isPending, isError, refetch, isFetching, dataUpdatedAt } = useSystemStatus();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <title>System Status · Paytable</title>
      <meta name="description" content="Live status of the Paytable platform: database, real-time updates, e-mail and file storage." />
      <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">System Status</h1>
          <p className="mt-2 text-muted-foreground">Live health of the services behind Paytable, checked every 30 seconds.</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      {isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading system status">
          <Skeleton className="h-24 w-full rounded-xl" />
          <div className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-28 rounded-xl" />
            ))}
          </div>
        </div>
      ) : isError ? (
        <DataError context="the system status" onRetry={() => void refetch()} />
      ) : (
        <div className="grid gap-6">
          <Card className={data.status === 'operational' ? 'border-success/40 py-0' : 'border-destructive/40 py-0'}>
            <CardContent className="flex flex-wrap items-center justify-between gap-4 p-6">
              <div className="flex items-center gap-3">
                <span
                  className={`flex size-11 items-center justify-center rounded-full ${data.status === 'operational' ? 'bg-success/15 text-success' : 'bg-destructive/10 text-destructive'}`}
                  aria-hidden="true"
                >
                  <Activity className="size-5" />
                </span>
                <div>
                  <p className="text-lg font-semibold" role="status">
                    {data.status === 'operational' ? 'All systems operational' : 'Some services are degraded'}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    Checked {new Date(dataUpdatedAt).toLocaleTimeString()} · version {data.version} · up {formatUptime(data.uptimeSeconds)}
                  </p>
                </div>
              </div>
            </CardContent>
          </Card>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Services">
            {data.components.map((component) => {
              const meta = componentLabels[component.name];
              const Icon = meta.icon;
              const up = component.status === 'up';
              return (
                <li key={component.name}>
                  <Card className="h-full">
                    <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
                      <div className="flex items-center gap-3">
                        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                        <div>
                          <CardTitle className="text-base">{meta.label}</CardTitle>
                          <CardDescription>{component.detail}</CardDescription>
                        </div>
                      </div>
                      <Badge variant={up ? 'success' : 'destructive'}>{up ? 'Operational' : 'Down'}</Badge>
                    </CardHeader>
                    <CardContent className="flex items-end justify-between gap-3 text-sm text-muted-foreground">
                      <span>{meta.what}</span>
                      <span className="shrink-0 tabular-nums" aria-label={`Latency ${formatLatency(component.latencyMs)}`}>
                        {formatLatency(component.latencyMs)}
                      </span>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
          {data.jobs ? <JobQueues jobs={data.jobs} /> : null}
        </div>
      )}
    </div>
  );
}
