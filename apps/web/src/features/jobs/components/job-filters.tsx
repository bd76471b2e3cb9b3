import {
  jobEmploymentTypeLabels,
  jobEmploymentTypes,
  jobFunctionLabels,
  jobFunctions,
  seniorities,
  seniorityLabels,
  workplaceLabels,
  workplaces,
} from '@paytable/contracts';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { useBusinessTypes } from '@/lib/catalog/pick-lists';
import { countryName } from '@/lib/format';

export const JOB_FILTER_KEYS = ['q', 'function', 'seniority', 'employmentType', 'workplace', 'country', 'salaryMin', 'currency', 'companyTypeId', 'postedWithin', 'sort'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

/** Countries offered in the filter: the markets where this industry hires most. */
const COUNTRIES = ['MT', 'GB', 'GI', 'IM', 'CY', 'SE', 'DK', 'EE', 'LV', 'LT', 'PL', 'DE', 'NL', 'ES', 'PT', 'IT', 'GR', 'BG', 'RS', 'UA', 'IE', 'CA', 'US', 'BR', 'CO', 'IL', 'PH'];
const CURRENCIES = ['EUR', 'GBP', 'USD', 'SEK', 'CAD'];

/** The board's filters; every value lives in the URL. */
export function JobFilters({ values, set }: { values: Record<JobFilterKey, string>; set: (changes: Partial<Record<JobFilterKey, string>>) => void }) {
  const businessTypes = useBusinessTypes();
  const active = JOB_FILTER_KEYS.some((key) => key !== 'sort' && values[key] !== '');
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <SearchInput label="Search jobs" placeholder="Search jobs: title, skill or keyword…" value={values.q} onChange={(q) => set({ q })} />
        <FilterSelect label="Sort" hideLabel anyLabel={values.q ? 'Most relevant' : 'Newest first'} value={values.sort} onChange={(sort) => set({ sort })}>
          <option value="newest">Newest first</option>
          {values.q ? <option value="relevance">Most relevant</option> : null}
        </FilterSelect>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5 [&>*]:min-w-0">
        <FilterSelect label="Function" anyLabel="Any function" value={values.function} onChange={(value) => set({ function: value })}>
          {jobFunctions.map((value) => (
            <option key={value} value={value}>
              {jobFunctionLabels[value]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Seniority" anyLabel="Any seniority" value={values.seniority} onChange={(value) => set({ seniority: value })}>
          {seniorities.map((value) => (
            <option key={value} value={value}>
              {seniorityLabels[value]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Employment" anyLabel="Any type" value={values.employmentType} onChange={(value) => set({ employmentType: value })}>
          {jobEmploymentTypes.map((value) => (
            <option key={value} value={value}>
              {jobEmploymentTypeLabels[value]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Workplace" anyLabel="Any workplace" value={values.workplace} onChange={(value) => set({ workplace: value })}>
          {workplaces.map((value) => (
            <option key={value} value={value}>
              {workplaceLabels[value]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Country" anyLabel="Any country" value={values.country} onChange={(value) => set({ country: value })}>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Company type" anyLabel="Any company" value={values.companyTypeId} onChange={(value) => set({ companyTypeId: value })}>
          {businessTypes.data?.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Posted" anyLabel="Any time" value={values.postedWithin} onChange={(value) => set({ postedWithin: value })}>
          <option value="1">Last 24 hours</option>
          <option value="7">Last 7 days</option>
          <option value="30">Last 30 days</option>
        </FilterSelect>
        <FilterSelect label="Currency" anyLabel="Any currency" value={values.currency} onChange={(value) => set({ currency: value })}>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Salary at least" anyLabel="Any salary" value={values.salaryMin} onChange={(value) => set({ salaryMin: value })}>
          {[30_000, 50_000, 75_000, 100_000].map((amount) => (
            <option key={amount} value={amount * 100}>
              {amount.toLocaleString('en-GB')} {values.currency || ''} / year
            </option>
          ))}
        </FilterSelect>
        <div className="flex items-end">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            disabled={!active}
            onClick={() => set(Object.fromEntries(JOB_FILTER_KEYS.map((key) => [key, ''])) as Record<JobFilterKey, string>)}
          >
            Clear filters
          </Button>
        </div>
      </div>
    </div>
  );
}
