import { DataError } from '@/components/error-screen';
import { ListSkeleton, PageHeader } from '@/components/list-states';
import { Card, CardContent } from '@/components/ui/card';
import { usePlatformSettings } from '../api/platform-settings';
import { SettingsAuditLog } from '../components/settings-audit-log';
import { SettingsForm } from '../components/settings-form';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /dashboard/admin/settings — platform settings, applied by every server at once, and their audit log. */
export function AdminSettingsPage() {
  const settings = usePlatformSettings();
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <PageHeader
        title="Platform Settings"
        description={
          settings.data?.updatedAt ? (
            <>
              Last changed {dateTime.format(new Date(settings.data.updatedAt))}
              {settings.data.updatedBy ? ` by ${settings.data.updatedBy.fullName || settings.data.updatedBy.email}` : ''}.
            </>
          ) : (
            'Registration, the maintenance banner, page sizes, uploads and the mail sender of the whole platform.'
          )
        }
      />
      {settings.isPending ? <ListSkeleton rows={5} label="Loading settings" /> : null}
      {settings.isError ? <DataError context="settings" onRetry={() => void settings.refetch()} /> : null}
      {settings.isSuccess ? (
        <Card>
          <CardContent className="pt-6">
            <SettingsForm view={settings.data} onStale={() => void settings.refetch()} />
          </CardContent>
        </Card>
      ) : null}
      <SettingsAuditLog />
    </div>
  );
}

export default AdminSettingsPage;
