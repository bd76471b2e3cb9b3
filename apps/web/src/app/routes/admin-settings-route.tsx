import { AdminSettingsPage } from '@/features/admin/pages/admin-settings-page';
import { PlatformBillingProfile } from '@/features/accounting/components/platform-billing-profile';
import { useSessionFacts } from './use-session';

/** /dashboard/admin/settings: the platform settings, and for the finance team the platform's billing profile (the seller on invoices). */
export default function AdminSettingsRoute() {
  const { isFinance } = useSessionFacts();
  return (
    <div className="grid gap-6">
      <AdminSettingsPage />
      {isFinance ? (
        <div className="mx-auto grid w-full max-w-4xl grid-cols-1">
          <PlatformBillingProfile />
        </div>
      ) : null}
    </div>
  );
}
