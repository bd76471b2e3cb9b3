import { useCompanyCertifications } from '../api/certifications';
import { CertificationBadges } from './certification-badges';

/** A company's verified certifications as badges (beside a game, under its provider's name). */
export function CompanyCertificationBadges({ companyId, max }: { companyId: number; max?: number }) {
  const certifications = useCompanyCertifications(companyId);
  const verified = (certifications.data ?? []).filter((each) => each.status === 'VERIFIED').map((each) => each.label);
  return <CertificationBadges labels={verified} max={max} />;
}
