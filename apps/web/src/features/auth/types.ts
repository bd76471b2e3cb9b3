import type { AssociationType, User } from '@paytable/contracts';

/**
 * The signed-in user as the client holds it: the contract's User (GET /api/v1/auth/profile). Only the
 * identity fields are required so that a copy restored from an older build, or a test fixture, still
 * fits; everything else the server sends is optional here and read defensively.
 */
export type SessionUser = Pick<User, 'id' | 'email' | 'firstName' | 'lastName'> &
  Partial<Omit<User, 'id' | 'email' | 'firstName' | 'lastName' | 'roles' | 'userType'>> & {
    /** ROLE_* values (contract `Role`); plain strings so older copies and fixtures fit. */
    roles: string[];
    userType?: string;
  };

/** Seed 000 §3: association types as the interface shows them. */
export type AssociationKind = 'individual' | 'company' | 'individual_service_provider';

/** The client-side view of the company association (seed 000 §3). */
export type ClientAssociation = {
  type: AssociationKind;
  /** The company's id once it exists. */
  id: number | null;
  companyName: string | null;
  /** The company named at registration does not exist yet (awaiting creation/approval). */
  pendingApproval: boolean;
  /** A company association whose company is not verified yet. */
  requiresVerification: boolean;
};

const KIND: Record<AssociationType, AssociationKind> = {
  INDIVIDUAL: 'individual',
  COMPANY: 'company',
  INDIVIDUAL_SERVICE_PROVIDER: 'individual_service_provider',
};

/** The association read from the user object (companyAssociation); none when absent. */
export function associationOf(user: SessionUser | null | undefined): ClientAssociation | null {
  const a = user?.companyAssociation;
  if (!a) return null;
  const type = KIND[a.associationType];
  if (!type) return null;
  return {
    type,
    id: a.companyId ?? user?.companyId ?? null,
    companyName: a.companyName ?? user?.companyName ?? null,
    // The server states both since the companies module; older user objects only know isNewCompany.
    pendingApproval: a.pendingApproval ?? Boolean(a.isNewCompany),
    requiresVerification: a.requiresVerification ?? (type !== 'individual' && !(user?.isCompanyVerified ?? user?.companyVerified ?? false)),
  };
}

/** Seed 000 §4: company areas need a company or individual_service_provider association. */
export function hasBusinessAssociation(association: ClientAssociation | null): boolean {
  return association?.type === 'company' || association?.type === 'individual_service_provider';
}
