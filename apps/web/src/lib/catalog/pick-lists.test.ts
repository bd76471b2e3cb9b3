import { describe, expect, it } from 'vitest';
import { catalogueKeys } from './keys';
import { activeGameTypesQueryOptions, businessTypesQueryOptions, CATALOGUE_STALE_MS, jurisdictionsQueryOptions } from './pick-lists';

describe('catalogue pick-lists', () => {
  it('are keyed under the catalogue roots the admin Catalogues screen invalidates', () => {
    expect(businessTypesQueryOptions().queryKey).toEqual(catalogueKeys.businessTypeList('active'));
    expect(jurisdictionsQueryOptions().queryKey).toEqual(catalogueKeys.jurisdictionList('active'));
    expect(activeGameTypesQueryOptions().queryKey).toEqual(catalogueKeys.gameTypeList('active'));
    expect(businessTypesQueryOptions().queryKey.slice(0, 2)).toEqual(catalogueKeys.businessTypes());
    expect(jurisdictionsQueryOptions().queryKey.slice(0, 2)).toEqual(catalogueKeys.jurisdictions());
    expect(activeGameTypesQueryOptions().queryKey.slice(0, 2)).toEqual(catalogueKeys.gameTypes());
  });

  it('stay fresh for one shared time, whichever screen reads them first', () => {
    for (const options of [businessTypesQueryOptions(), jurisdictionsQueryOptions(), activeGameTypesQueryOptions()]) {
      expect(options.staleTime).toBe(CATALOGUE_STALE_MS);
    }
  });
});
