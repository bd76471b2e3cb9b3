import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/list-states';
import { BroadcastForm, type AudienceOption } from '../components/broadcast-form';
import { BroadcastList } from '../components/broadcast-list';
import { DeadJobs } from '../components/dead-jobs';
import { ProofExport } from '../components/proof-export';
import { PushSubscribers } from '../components/push-subscribers';

/** /dashboard/admin/notifications — broadcasts and their delivery, push subscribers, failed jobs. */
export function AdminNotificationsPage({ businessTypes }: { businessTypes: AudienceOption[] }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 [&>*]:min-w-0">
      <title>Notifications · Admin · Paytable</title>
      <PageHeader title="Notifications" description="Announce to everyone or to part of the network, and watch the delivery." />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle>Compose a broadcast</CardTitle>
            <CardDescription>In-app, e-mail and push, as each recipient allows (compliance notices reach everyone).</CardDescription>
          </CardHeader>
          <CardContent>
            <BroadcastForm businessTypes={businessTypes} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Broadcasts</CardTitle>
            <CardDescription>Delivery per channel.</CardDescription>
          </CardHeader>
          <CardContent>
            <BroadcastList />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Proof of notice</CardTitle>
          <CardDescription>When each security or compliance notice reached each person, per channel, and when they read it (CSV).</CardDescription>
        </CardHeader>
        <CardContent>
          <ProofExport />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Push subscribers</CardTitle>
        </CardHeader>
        <CardContent>
          <PushSubscribers />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Failed background jobs</CardTitle>
          <CardDescription>Retries ran out; queue one again once its cause is fixed.</CardDescription>
        </CardHeader>
        <CardContent>
          <DeadJobs />
        </CardContent>
      </Card>
    </div>
  );
}
