import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessTypes, companies, companyBusinessTypes, privilegeRequests } from '../../db/schema/index';

export interface CompaniesByState {
  /** Registered and awaiting an admin's approval (status PENDING). */
  pending: number;
  /** Approved and carrying the verified badge. */
  verified: number;
  /** Approved without the badge. */
  unverified: number;
  inactive: number;
}

/** Companies by approval and verification state: one pass over companies_status_created_at_idx. */
export async function countCompaniesByState(db: Db): Promise<CompaniesByState> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${companies.status} = 'PENDING')::int`,
      verified: sql<number>`count(*) filter (where ${companies.status} = 'ACTIVE' and ${companies.verified})::int`,
      unverified: sql<number>`count(*) filter (where ${companies.status} = 'ACTIVE' and not ${companies.verified})::int`,
      inactive: sql<number>`count(*) filter (where ${companies.status} = 'INACTIVE')::int`,
    })
    .from(companies);
  return row ?? { pending: 0, verified: 0, unverified: 0, inactive: 0 };
}

export interface CompaniesOfType {
  businessTypeId: number;
  name: string;
  count: number;
}

/** Companies per business type (a company with two types counts under both), largest first. */
export async function countCompaniesByBusinessType(db: Db): Promise<CompaniesOfType[]> {
  return db
    .select({ businessTypeId: businessTypes.id, name: businessTypes.name, count: sql<number>`count(*)::int` })
    .from(companyBusinessTypes)
    .innerJoin(businessTypes, eq(businessTypes.id, companyBusinessTypes.businessTypeId))
    .groupBy(businessTypes.id, businessTypes.name)
    .orderBy(sql`count(*) desc`, businessTypes.name);
}

/** Privilege requests waiting for an admin (pending or awaiting verification; a partial index covers them). */
export async function countOpenPrivilegeRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(privilegeRequests)
    .where(inArray(privilegeRequests.status, ['PENDING', 'VERIFICATION_REQUESTED']));
  return row?.n ?? 0;
}
