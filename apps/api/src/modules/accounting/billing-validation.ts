import { BillingMessage, EU_COUNTRIES, vatIdCountry, type BillingProfileValues, type ErrorDetail } from '@paytable/contracts';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { checkVAT, countries } from 'jsvat';
import { badRequest } from '../../platform/errors';

const EU = new Set<string>(EU_COUNTRIES);

/**
 * Whether a VAT id has the format (and check digits) of its country, by jsvat. An id of a country outside
 * the EU (a UK or Swiss number, say) has no format jsvat knows and is kept as typed.
 */
export function vatIdFormatValid(vatId: string): boolean {
  if (!EU.has(vatIdCountry(vatId))) return /^[A-Z]{2}[A-Z0-9]{2,18}$/.test(vatId);
  return checkVAT(vatId, countries).isValid;
}

/** The checks a profile's schema cannot make: the VAT id's format per country, the IBAN's check digits, the BIC. 400 with each field named. */
export function assertBillingDetails(values: BillingProfileValues): void {
  const details: ErrorDetail[] = [];
  if (values.vatId !== null && !vatIdFormatValid(values.vatId)) details.push({ path: 'body.vatId', message: BillingMessage.vatIdInvalid });
  if (values.iban !== null && !isValidIBAN(values.iban)) details.push({ path: 'body.iban', message: BillingMessage.ibanInvalid });
  if (values.bic !== null && !isValidBIC(values.bic)) details.push({ path: 'body.bic', message: BillingMessage.bicInvalid });
  if (details.length > 0) throw badRequest(details[0]!.message, details);
}
