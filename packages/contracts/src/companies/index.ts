// Companies, company association, staff, privileges and privilege requests (seed 000 §3, §4, §7;
// seed 001 §3, §4, §7, §9). One schema per request and response; the API validates and documents with
// them, the web types its calls and validates its forms with them. One file per sub-domain.
export * from './common';
export { businessTypeIdsSchema, companyNameSchema, jurisdictionIdsSchema, websiteSchema } from './fields';
export * from './profile';
export * from './association';
export * from './privileges';
export * from './staff';
