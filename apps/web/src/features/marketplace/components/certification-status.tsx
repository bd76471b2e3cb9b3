import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import type { CertificationStatus } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';

export function CertificationStatusBadge({ status }: { status: CertificationStatus }) {
  if (status === 'VERIFIED')
    return (
      <Badge variant="success">
        <BadgeCheck aria-hidden="true" /> Verified
      </Badge>
    );
  if (status === 'REJECTED')
    return (
      <Badge variant="outline" className="text-destructive">
        <XCircle aria-hidden="true" /> Rejected
      </Badge>
    );
  return (
    <Badge variant="outline" className="border-amber-500/40 text-amber-700 dark:text-amber-400">
      <Clock aria-hidden="true" /> Awaiting verification
    </Badge>
  );
}
