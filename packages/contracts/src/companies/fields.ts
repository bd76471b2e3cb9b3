import { z } from 'zod';
import { idListSchema } from '../common/ids';
import { optionalHttpUrlSchema } from '../common/urls';
import { emailSchema } from '../auth/schemas';
import { COMPANY_LIMITS } from './common';

// Field rules the companies schemas share. The barrel re-exports only those other domains use.

export const companyNameSchema = z
  .string({ error: 'Company name is required' })
  .trim()
  .min(COMPANY_LIMITS.nameMin, `Company name must be at least ${COMPANY_LIMITS.nameMin} characters`)
  .max(COMPANY_LIMITS.nameMax, `Company name must be at most ${COMPANY_LIMITS.nameMax} characters`);

export const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** A company's website: http(s) only; "example.com" is stored as "https://example.com". */
export const websiteSchema = optionalHttpUrlSchema({ message: 'Enter a valid website address', max: 255, tooLong: 'Website must be at most 255 characters', addScheme: true });

export const descriptionSchema = z
  .string()
  .trim()
  .max(COMPANY_LIMITS.descriptionMax, `Description must be at most ${COMPANY_LIMITS.descriptionMax} characters`)
  .nullish()
  .transform(blankToNull);

export const contactEmailSchema = z
  .union([z.literal(''), emailSchema])
  .nullish()
  .transform((value) => (value ? value : null));

export const headquartersSchema = z
  .string()
  .trim()
  .max(100, 'Headquarters must be at most 100 characters')
  .nullish()
  .transform(blankToNull);

export const foundedYearSchema = z
  .number({ error: 'Founded year must be a number' })
  .int('Founded year must be a whole number')
  .min(1800, 'Founded year must be 1800 or later')
  .max(2100, 'Founded year must be 2100 or earlier')
  .nullish()
  .transform((value) => value ?? null);

export const businessTypeIdsSchema = idListSchema('Business types', COMPANY_LIMITS.businessTypesMax);
export const jurisdictionIdsSchema = idListSchema('Jurisdictions', COMPANY_LIMITS.jurisdictionsMax);

export const optionalSearch = z
  .string()
  .trim()
  .max(COMPANY_LIMITS.searchMax, `Search must be at most ${COMPANY_LIMITS.searchMax} characters`)
  .optional()
  .transform((value) => (value ? value : undefined));
