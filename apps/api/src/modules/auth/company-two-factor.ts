import type { Db, Tx } from '../../db/client';

/**
 * The port through which identity learns whether a person's company requires two-factor sign-in, without
 * depending on the companies module: companies provides it when its plugin is registered
 * (provideCompanyTwoFactorRule); until then nobody's company requires it.
 */
export type CompanyTwoFactorRule = (ex: Db | Tx, userId: number) => Promise<boolean>;

let rule: CompanyTwoFactorRule = async () => false;

export function provideCompanyTwoFactorRule(provider: CompanyTwoFactorRule): void {
  rule = provider;
}

export const companyRequiresTwoFactor = (ex: Db | Tx, userId: number): Promise<boolean> => rule(ex, userId);
