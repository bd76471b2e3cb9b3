import { Link, useLocation } from 'react-router';
import { BadgeCheck, Building2, MapPin } from 'lucide-react';
import type { CompanySummary } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { cn } from '@/lib/utils';
import { useCertificationBadges } from '../api/certifications';
import { useBusinessTypes } from '@/lib/catalog/pick-lists';
import { useCompanyDirectory } from '@/lib/company-directory';
import { idParam, useUrlFilters } from '@/lib/use-url-filters';
import { CertificationBadges } from './certification-badges';
import { FilterSelect } from '@/components/filter-select';
import { CompanyLogo } from '@/components/company-logo';
import { SearchInput } from '@/components/search-input';

const FILTERS = ['q', 'businessTypeId'] as const;

/** The services the seed names first (seed 000 §1), as one-tap filters over their business types. */
const QUICK_SERVICES: { label: string; businessType: string }[] = [
  { label: 'Payments', businessType: 'Payment Processing' },
  { label: 'Banking', businessType: 'Banking Solutions' },
  { label: 'Compliance & KYC', businessType: 'KYC & Identity Verification' },
  { label: 'Outsourcing', businessType: 'Customer Support Outsourcing' },
];

/** Company pages live under the layout the visitor is in: the public site or the dashboard. */
export function useCompanyHref() {
  const { pathname } = useLocation();
  const base = pathname.startsWith('/dashboard') ? '/dashboard/marketplace' : '/marketplace';
  return (id: number) => `${base}/company/${id}`;
}

function CompanyCard({ company, badges, href }: { company: CompanySummary; badges: string[]; href: string }) {
  return (
    <Link to={href} className="flex h-full gap-3 rounded-lg border bg-card p-4 transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <p className="flex items-center gap-1.5 font-semibold">
          <span className="truncate">{company.name}</span>
          {company.verified ? <BadgeCheck className="size-4 shrink-0 text-emerald-600" aria-label="Verified company" /> : null}
        </p>
        <p className="truncate text-xs text-muted-foreground">{company.businessTypes.map((type) => type.name).join(' · ') || 'Business type not set'}</p>
        {company.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{company.description}</p> : null}
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <CertificationBadges labels={badges} max={3} />
          {company.jurisdictions.length > 0 ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <MapPin className="size-3" aria-hidden="true" />
              {company.jurisdictions.length} jurisdiction{company.jurisdictions.length === 1 ? '' : 's'}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}

/** The services marketplace: providers by business type, with search; filters in the URL. */
export function ServicesBrowser() {
  const { values, set, page } = useUrlFilters(FILTERS);
  const businessTypes = useBusinessTypes();
  const companies = useCompanyDirectory({ page, size: 20, search: values.q || undefined, businessTypeId: idParam(values.businessTypeId) });
  const badges = useCertificationBadges(companies.data?.content.map((company) => company.id) ?? []);
  const hrefOf = useCompanyHref();
  const typeIdByName = new Map(businessTypes.data?.map((type) => [type.name, String(type.id)]) ?? []);

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick service filters">
          {/* While the business types load, the quick chips show disabled: the row keeps the height it has
              once they work, and nothing below it moves. A chip whose type the catalogue lacks then leaves. */}
          {[{ label: 'All services', id: '' }, ...QUICK_SERVICES.map((quick) => ({ label: quick.label, id: typeIdByName.get(quick.businessType) ?? null }))]
            .filter((chip) => chip.id !== null || businessTypes.isPending)
            .map((chip) => (
              <button
                key={chip.label}
                type="button"
                disabled={chip.id === null}
                aria-pressed={values.businessTypeId === chip.id}
                onClick={() => chip.id !== null && set({ businessTypeId: chip.id })}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm transition-colors disabled:text-muted-foreground',
                  values.businessTypeId === chip.id ? 'border-primary bg-primary text-primary-foreground' : 'enabled:hover:bg-muted',
                )}
              >
                {chip.label}
              </button>
            ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
          <SearchInput label="Search providers" placeholder="Search providers by name…" value={values.q} onChange={(q) => set({ q })} />
          <FilterSelect label="Business type" hideLabel anyLabel="All business types" value={values.businessTypeId} onChange={(businessTypeId) => set({ businessTypeId })}>
            {businessTypes.data?.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </FilterSelect>
        </div>
      </div>
      {companies.isPending ? (
        <ListSkeleton rows={6} label="Loading providers" />
      ) : companies.isError ? (
        <DataError context="providers" onRetry={() => void companies.refetch()} />
      ) : companies.data.content.length === 0 ? (
        <EmptyState icon={<Building2 className="size-5" />} title="No providers match">
          Try another business type or a shorter name.
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {companies.data.totalElements.toLocaleString('en-US')} providers
          </p>
          <ul className="grid gap-3 md:grid-cols-2">
            {companies.data.content.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} badges={badges.data?.[company.id] ?? []} href={hrefOf(company.id)} />
              </li>
            ))}
          </ul>
          <Pager page={companies.data.number} totalPages={companies.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </div>
      )}
    </div>
  );
}
