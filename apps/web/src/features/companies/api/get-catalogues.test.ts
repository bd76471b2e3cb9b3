import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '@/lib/query-keys';
import { businessTypesQueryOptions, jurisdictionsQueryOptions } from './get-catalogues';

describe('company catalogue pick-lists', () => {
  it('are keyed under the catalogue roots the admin Catalogues screen invalidates (lib/query-keys)', () => {
    expect(businessTypesQueryOptions().queryKey).toEqual(catalogueKeys.businessTypeList('active'));
    expect(jurisdictionsQueryOptions().queryKey).toEqual(catalogueKeys.jurisdictionList('active'));
    expect(businessTypesQueryOptions().queryKey.slice(0, 2)).toEqual(catalogueKeys.businessTypes());
  });
});
