import { useBusinessTypes } from '@/lib/catalog/pick-lists';
import { AdminNotificationsPage } from '@/features/notifications/pages/admin-notifications-page';

/** The broadcast form picks its business-type audience from the companies catalogue. */
export default function AdminNotificationsRoute() {
  const businessTypes = useBusinessTypes();
  return <AdminNotificationsPage businessTypes={businessTypes.data ?? []} />;
}
