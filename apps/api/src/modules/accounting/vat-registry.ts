import type { VatCheckStatus } from '@paytable/contracts';

/** What a VAT registry (the EU's VIES) said about a VAT id, and when. */
export interface VatLookup {
  status: VatCheckStatus;
  checkedAt: Date | null;
  detail: string;
}

/**
 * The port through which a billing profile's VAT id is looked up in the EU's VIES register. The answer is
 * stored with the profile; the format per country is checked before, whatever the registry says.
 */
export interface VatRegistry {
  lookUp(vatId: string): Promise<VatLookup>;
}

/** For an installation that cannot reach VIES (and for tests): every VAT id is "not checked". */
export const offlineVatRegistry: VatRegistry = {
  lookUp: async () => ({ status: 'NOT_CHECKED', checkedAt: null, detail: 'Not checked: no VIES lookup is configured on this installation' }),
};
