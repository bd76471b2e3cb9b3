import { companies } from '../../db/schema/index';
import { storedImageUrl } from '../../platform/storage';

/**
 * A company as other domains show it beside their own rows (a job's employer, an event's organiser, a
 * release's publisher): the columns their queries join for it, and the card their answers carry. The
 * status is read so that they can hide the rows of a company that is not active.
 */
export const companyCardColumns = { id: companies.id, name: companies.name, logo: companies.logo, verified: companies.verified, status: companies.status };

export interface CompanyCardRow {
  id: number;
  name: string;
  logo: string | null;
  verified: boolean;
  status: string;
}

export const toCompanyCard = (company: CompanyCardRow) => ({
  id: company.id,
  name: company.name,
  logoUrl: storedImageUrl('companyLogos', company.id, company.logo),
  verified: company.verified,
});
