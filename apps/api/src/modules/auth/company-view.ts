import type { User } from '@paytable/contracts';
import type { Db, Tx } from '../../db/client';

/** The company fields of the user object (seed 000 §3), which the user's membership decides. */
export type UserCompanyFields = Pick<
  User,
  'companyId' | 'companyName' | 'company' | 'companyAssociation' | 'companyBusinessTypes' | 'companyVerified' | 'isCompanyVerified'
>;

/**
 * The port through which identity learns a user's company without depending on the companies module:
 * companies provides it when its plugin is registered (provideUserCompanyView); until then, and for a
 * user without a membership, the user object shows no company.
 */
export type UserCompanyView = (ex: Db | Tx, userId: number) => Promise<UserCompanyFields | undefined>;

const noCompany: UserCompanyView = async () => undefined;
let view: UserCompanyView = noCompany;

export function provideUserCompanyView(provider: UserCompanyView): void {
  view = provider;
}

export const loadUserCompanyFields = (ex: Db | Tx, userId: number): Promise<UserCompanyFields | undefined> => view(ex, userId);
