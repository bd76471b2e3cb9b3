/** Client fallbacks of seed 001 §8 for the catalogue screens, shown when the server sent no message. */
export const CatalogueFailure = {
  fetchBusinessTypes: 'Failed to fetch business types',
  createBusinessType: 'Failed to create business type',
  updateBusinessType: 'Failed to update business type',
  deleteBusinessType: 'Failed to delete business type',
  uploadBusinessTypes: 'Failed to upload business types',
  fetchJurisdictions: 'Failed to fetch license jurisdictions',
  createJurisdiction: 'Failed to create license jurisdiction',
  updateJurisdiction: 'Failed to update license jurisdiction',
  deleteJurisdiction: 'Failed to delete license jurisdiction',
} as const;
