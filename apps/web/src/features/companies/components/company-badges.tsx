import { BadgeCheck, Clock, PauseCircle } from 'lucide-react';
import type { CompanyStatus } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';

/** Approval state and verification of a company, as badges. */
export function CompanyStatusBadges({ status, verified }: { status: CompanyStatus; verified: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {status === 'PENDING' ? (
        <Badge variant="outline" className="border-amber-500/40 text-amber-700 dark:text-amber-400">
          <Clock aria-hidden="true" /> Awaiting approval
        </Badge>
      ) : null}
      {status === 'INACTIVE' ? (
        <Badge variant="outline" className="text-muted-foreground">
          <PauseCircle aria-hidden="true" /> Deactivated
        </Badge>
      ) : null}
      {verified ? (
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" /> Verified
        </Badge>
      ) : null}
    </span>
  );
}
