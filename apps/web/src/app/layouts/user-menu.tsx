import { Link } from 'react-router';
import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuthStore } from '@/features/auth/store';
import { getInitials } from '@/lib/initials';
import { useSignOut } from './use-sign-out';

/** The display name: full name, else first + last, else the e-mail. */
function displayName(user: { fullName?: string | null; firstName?: string | null; lastName?: string | null; email: string }): string {
  return user.fullName?.trim() || `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

/**
 * Avatar menu (seed 000 §2): initials (first + last name, else full name, else the e-mail's first letter,
 * else U), name and e-mail, Settings (→ /dashboard/my-profile, as the seed says) and Log out.
 */
export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const signOut = useSignOut();
  if (!user) return null;
  const name = displayName(user);
  const initials = getInitials(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
        // Without a photo the initials are the button's visible text, so its name carries them too (WCAG 2.5.3).
        aria-label={`Account menu for ${name} (${initials})`}
      >
        <Avatar className="size-9">
          {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
          <AvatarFallback>{initials}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 font-normal">
          <Avatar className="size-9" aria-hidden="true">
            {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
            <AvatarFallback>{initials}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard/my-profile">
            <Settings aria-hidden="true" /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
