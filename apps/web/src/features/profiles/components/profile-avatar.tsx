import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { resolveImageUrl } from '@/lib/images';
import { getInitials } from '@/lib/initials';
import { cn } from '@/lib/utils';

type Props = {
  userId: number;
  firstName: string;
  lastName: string;
  photo: string | null;
  className?: string;
};

/** A member's photo, or their initials while it loads or when there is none. */
export function ProfileAvatar({ userId, firstName, lastName, photo, className }: Props) {
  const src = resolveImageUrl(photo, { folder: 'profileImages', ownerId: userId });
  return (
    <Avatar className={cn('size-24 ring-4 ring-background', className)}>
      {src ? <AvatarImage src={src} alt={`${firstName} ${lastName}`.trim()} /> : null}
      <AvatarFallback className="text-2xl">{getInitials({ firstName, lastName })}</AvatarFallback>
    </Avatar>
  );
}
