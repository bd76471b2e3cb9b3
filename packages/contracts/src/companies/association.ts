import { z } from 'zod';
import { idSchema } from '../common/ids';
import { companyStatusSchema, memberRoleSchema, membershipStatusSchema, businessAssociationTypeSchema } from './common';
import { companyNameSchema, websiteSchema, descriptionSchema, businessTypeIdsSchema, jurisdictionIdsSchema } from './fields';

// A user's company association (seed 000 §3, §7).

// ---- company association (seed 000 §3, §7) ---------------------------------------------------------

/**
 * POST /user/company-association: join an existing company (`companyId`) or create a new one (name and
 * details; pending admin approval, the user becomes its admin). INDIVIDUAL_SERVICE_PROVIDER creates a
 * one-person profile named after the user unless a name is given.
 */
export const createAssociationRequestSchema = z
  .object({
    associationType: businessAssociationTypeSchema,
    companyId: idSchema('companyId').nullish(),
    companyName: companyNameSchema.nullish(),
    companyWebsite: websiteSchema,
    description: descriptionSchema,
    businessTypeIds: businessTypeIdsSchema.default([]),
    jurisdictionIds: jurisdictionIdsSchema.default([]),
  })
  .superRefine((value, ctx) => {
    if (value.associationType === 'COMPANY' && !value.companyId && !value.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Choose a company to join or enter the name of a new one' });
    }
  });
export type CreateAssociationRequest = z.input<typeof createAssociationRequestSchema>;

/** PUT /user/company-association/{id}: the admin of a company still awaiting approval corrects it. */
export const updateAssociationRequestSchema = z
  .object({
    associationType: businessAssociationTypeSchema.optional(),
    companyName: companyNameSchema.optional(),
    companyWebsite: websiteSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nothing to update' });
export type UpdateAssociationRequest = z.input<typeof updateAssociationRequestSchema>;

export const companyAssociationDetailSchema = z.object({
  /** The membership's id (PUT /user/company-association/{id}). */
  id: z.number().int(),
  associationType: businessAssociationTypeSchema,
  companyId: z.number().int(),
  companyName: z.string(),
  companyWebsite: z.string().nullable(),
  /** The company itself still awaits admin approval. */
  isNewCompany: z.boolean(),
  /** Either the company awaits approval or this user's join request awaits the company's admin. */
  pendingApproval: z.boolean(),
  /** The company has not been verified by the platform yet. */
  requiresVerification: z.boolean(),
  role: memberRoleSchema,
  status: membershipStatusSchema,
  isEnabled: z.boolean(),
  companyStatus: companyStatusSchema,
  companyVerified: z.boolean(),
  businessTypes: z.array(z.string()),
  createdAt: z.string(),
});
export type CompanyAssociationDetail = z.infer<typeof companyAssociationDetailSchema>;
