import { useQueryClient } from '@tanstack/react-query';
import {
  configurableNotificationTypes,
  notificationTypeInfo,
  type ChannelSwitches,
  type ConfigurableNotificationType,
  type NotificationChannel,
  type NotificationPreferences,
} from '@paytable/contracts';
import { Switch } from '@/components/ui/switch';
import { ScrollRegion } from '@/components/scroll-region';
import { notifyApiError } from '@/lib/notify-api-error';
import { notificationKeys } from '../api/keys';
import { useUpdatePreferences } from '../api/update-preferences';

const channels: { channel: NotificationChannel; label: string }[] = [
  { channel: 'in_app', label: 'In-app' },
  { channel: 'email', label: 'E-mail' },
  { channel: 'push', label: 'Push' },
];

/**
 * The type × channel switches. Critical types (security and compliance notices) are not listed: they
 * always reach the user. A switch saves at once; the screen shows the change before the server answers
 * and goes back if it refuses.
 */
export function PreferenceMatrix({ preferences }: { preferences: NotificationPreferences }) {
  const queryClient = useQueryClient();
  const update = useUpdatePreferences();
  const rows = new Map(preferences.types.map((row) => [row.type, row.channels]));
  const emailOff = !preferences.emailNotifications.enabled;

  const toggle = (type: ConfigurableNotificationType, channel: NotificationChannel, value: boolean) => {
    const previous = queryClient.getQueryData<NotificationPreferences>(notificationKeys.preferences());
    if (previous) {
      queryClient.setQueryData<NotificationPreferences>(notificationKeys.preferences(), {
        ...previous,
        types: previous.types.map((row) => (row.type === type ? { ...row, channels: { ...row.channels, [channel]: value } } : row)),
      });
    }
    update.mutate(
      { types: [{ type, channels: { [channel]: value } }] },
      {
        onError: (error) => {
          if (previous) queryClient.setQueryData(notificationKeys.preferences(), previous);
          notifyApiError(error);
        },
      },
    );
  };

  return (
    <ScrollRegion label="Notification types and channels" className="-mx-6 px-6">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Notification types and the channels they reach you on</caption>
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              Notification
            </th>
            {channels.map(({ channel, label }) => (
              <th key={channel} scope="col" className="w-14 px-0.5 py-2 text-center font-medium sm:w-20 sm:px-1">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {configurableNotificationTypes.map((type) => {
            const info = notificationTypeInfo[type];
            const values: ChannelSwitches = rows.get(type) ?? info.defaults;
            return (
              <tr key={type} className="border-b last:border-0">
                <th scope="row" className="py-3 pr-3 text-left font-normal">
                  <span className="block font-medium">{info.label}</span>
                  <span className="hidden text-xs text-muted-foreground sm:block">{info.description}</span>
                </th>
                {channels.map(({ channel, label }) => (
                  <td key={channel} className="px-0.5 py-3 text-center sm:px-1">
                    <Switch
                      aria-label={`${info.label}: ${label}`}
                      checked={values[channel]}
                      disabled={channel === 'email' && emailOff}
                      onCheckedChange={(checked) => toggle(type, channel, checked)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
