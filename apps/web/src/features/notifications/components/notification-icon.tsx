import { Bell, Briefcase, Building2, CalendarDays, CreditCard, Handshake, LifeBuoy, Megaphone, MessageSquare, Newspaper, ShieldAlert, UserPlus } from 'lucide-react';
import { notificationTypeInfo, type NotificationType } from '@paytable/contracts';
import { cn } from '@/lib/utils';

const groupIcons = {
  network: UserPlus,
  messages: MessageSquare,
  company: Building2,
  jobs: Briefcase,
  events: CalendarDays,
  press: Newspaper,
  partnerships: Handshake,
  support: LifeBuoy,
  billing: CreditCard,
  platform: Megaphone,
  security: ShieldAlert,
} as const;

/** The round icon of a notification, by the group of its type. */
export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  const Icon = groupIcons[notificationTypeInfo[type]?.group] ?? Bell;
  const security = notificationTypeInfo[type]?.group === 'security';
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', security ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary', className)}
    >
      <Icon className="size-4" />
    </span>
  );
}
