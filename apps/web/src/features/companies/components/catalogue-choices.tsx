import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { COMPANY_LIMITS } from '@paytable/contracts';
import { useBusinessTypes, useJurisdictions } from '@/lib/catalog/pick-lists';
import { ChoiceList } from './choice-list';

/**
 * The business-type and licensed-jurisdiction pickers of a company form (founding a company and editing
 * one). Works with any form whose values have `businessTypeIds` and `jurisdictionIds` (number arrays).
 */
export function CatalogueChoices<T extends FieldValues>({ control }: { control: Control<T> }) {
  const businessTypes = useBusinessTypes();
  const jurisdictions = useJurisdictions();
  // The two names exist on every form this is used in; react-hook-form cannot express "T has these keys".
  const types = useController({ control, name: 'businessTypeIds' as Path<T> });
  const places = useController({ control, name: 'jurisdictionIds' as Path<T> });
  return (
    <>
      <ChoiceList
        label="Business types"
        max={COMPANY_LIMITS.businessTypesMax}
        choices={(businessTypes.data ?? []).map((type) => ({ id: type.id, label: type.name, hint: type.description }))}
        value={(types.field.value as number[] | null | undefined) ?? []}
        onChange={types.field.onChange}
        error={types.fieldState.error?.message}
      />
      <ChoiceList
        label="Jurisdictions licensed"
        max={COMPANY_LIMITS.jurisdictionsMax}
        choices={(jurisdictions.data ?? []).map((place) => ({ id: place.id, label: place.name, hint: place.regulator }))}
        value={(places.field.value as number[] | null | undefined) ?? []}
        onChange={places.field.onChange}
        error={places.fieldState.error?.message}
      />
    </>
  );
}
