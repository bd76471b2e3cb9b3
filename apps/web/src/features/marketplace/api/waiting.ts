import { useQuery } from '@tanstack/react-query';
import type { CompanyCertification } from '@paytable/contracts';
import { getCompanyCertifications } from './certifications';
import { marketplaceKeys } from './keys';

/** A verified certification expiring within this many days asks for a renewal. */
export const CERTIFICATION_RENEWAL_DAYS = 30;

/** Verified certifications that have expired or expire within CERTIFICATION_RENEWAL_DAYS of `now`. */
export function expiringCertifications(certifications: CompanyCertification[], now: number): CompanyCertification[] {
  const horizon = now + CERTIFICATION_RENEWAL_DAYS * 24 * 3_600_000;
  return certifications.filter((each) => each.status === 'VERIFIED' && each.expiresAt !== null && Date.parse(each.expiresAt) <= horizon);
}

/** The company's certifications (GET /certifications/company/{id}) that need renewing; asked for its admins only. */
export const useExpiringCertifications = (companyId: number | null) =>
  useQuery({
    queryKey: marketplaceKeys.companyCertifications(companyId ?? 0),
    queryFn: () => getCompanyCertifications(companyId ?? 0),
    enabled: companyId !== null,
    select: (certifications) => expiringCertifications(certifications, Date.now()).length,
  });
