import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { getInitials } from '@/lib/initials';
import { cn } from '@/lib/utils';

export type AvatarPerson = { firstName?: string | null; lastName?: string | null; fullName?: string | null; profileImageUrl?: string | null };

/** A person's photo, or their initials (seed 000 §2 rules) when there is none. */
export function PersonAvatar({ person, className }: { person: AvatarPerson; className?: string }) {
  return (
    <Avatar className={cn('size-10', className)}>
      {person.profileImageUrl ? <AvatarImage src={person.profileImageUrl} alt="" /> : null}
      <AvatarFallback className="bg-primary/10 text-sm font-medium text-primary">{getInitials(person)}</AvatarFallback>
    </Avatar>
  );
}

/** A small count bubble (unread messages, pending requests); renders nothing at zero. */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn('inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] leading-5 font-semibold text-primary-foreground tabular-nums', className)}
      aria-label={`${count} ${label}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
