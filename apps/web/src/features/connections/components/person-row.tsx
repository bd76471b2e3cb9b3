import type { ReactNode } from 'react';
import type { NetworkUser } from '@paytable/contracts';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';

const userTypeLabels: Record<string, string> = {
  operator: 'Operator',
  game_supplier: 'Game supplier',
  provider: 'Provider',
  user: 'Member',
  admin: 'Platform admin',
  superuser: 'Platform admin',
  finance_admin: 'Finance admin',
  support_admin: 'Support',
};

/** One person in a network list: avatar, name (to their profile), role and company, and actions. */
export function PersonRow({ user, detail, actions }: { user: NetworkUser; detail?: ReactNode; actions?: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <PersonAvatar person={user} />
        <div className="min-w-0">
          <Link to={`/dashboard/profile/${user.id}`} className="block truncate font-medium hover:underline">
            {user.fullName}
          </Link>
          <p className="truncate text-sm text-muted-foreground">
            {[userTypeLabels[user.userType] ?? user.userType, user.companyName].filter(Boolean).join(' · ')}
          </p>
          {detail ? <div className="mt-0.5 text-xs text-muted-foreground">{detail}</div> : null}
        </div>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
