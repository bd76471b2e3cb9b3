import { partnershipStatusLabels, type DeliveryStatus, type PartnershipStatus } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';

const partnershipVariant: Record<PartnershipStatus, 'default' | 'secondary' | 'success' | 'destructive' | 'outline'> = {
  PENDING: 'secondary',
  APPROVED: 'outline',
  ACTIVE: 'success',
  SUSPENDED: 'secondary',
  REJECTED: 'destructive',
  TERMINATED: 'outline',
};

export const PartnershipStatusBadge = ({ status }: { status: PartnershipStatus }) => <Badge variant={partnershipVariant[status]}>{partnershipStatusLabels[status]}</Badge>;

const deliveryLabel: Record<DeliveryStatus, string> = { PENDING: 'Pending', SUCCEEDED: 'Delivered', FAILED: 'Failed' };
export const DeliveryStatusBadge = ({ status }: { status: DeliveryStatus }) => (
  <Badge variant={status === 'SUCCEEDED' ? 'success' : status === 'FAILED' ? 'destructive' : 'secondary'}>{deliveryLabel[status]}</Badge>
);
