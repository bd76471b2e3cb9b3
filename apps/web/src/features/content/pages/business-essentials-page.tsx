import { Link } from 'react-router';
import { ArrowRight, BadgeCheck, Banknote, Building2, CheckCircle2, CreditCard, Gamepad2, Megaphone, Scale, ServerCog, UserCheck } from 'lucide-react';
import type { BusinessEssential, BusinessEssentialKey } from '@paytable/contracts';
import { CompanyLogo } from '@/components/company-logo';
import { DataError } from '@/components/error-screen';
import { EmptyState, PageHeader } from '@/components/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useBusinessEssentials } from '../api/business-essentials';

const icons: Record<BusinessEssentialKey, typeof Scale> = {
  licensing: Scale,
  payments: CreditCard,
  banking: Banknote,
  kyc: UserCheck,
  'game-content': Gamepad2,
  platform: ServerCog,
  affiliates: Megaphone,
};

const marketplaceHref = (businessTypeId?: number) => (businessTypeId ? `/dashboard/marketplace?businessTypeId=${businessTypeId}` : '/dashboard/marketplace');

function EssentialCard({ essential }: { essential: BusinessEssential }) {
  const Icon = icons[essential.key];
  const headingId = `essential-${essential.key}`;
  const primary = essential.businessTypes[0];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border bg-card p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden="true">
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold">
            {essential.title}
          </h2>
          <p className="text-sm text-muted-foreground">{essential.description}</p>
        </div>
      </div>
      <ul className="grid gap-1.5 text-sm" aria-label={`${essential.title} checklist`}>
        {essential.checklist.map((step) => (
          <li key={step} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            {step}
          </li>
        ))}
      </ul>
      {essential.businessTypes.length > 0 ? (
        <div className="flex flex-wrap gap-2" aria-label={`${essential.title} in the marketplace`} role="group">
          {essential.businessTypes.map((type) => (
            <Link key={type.id} to={marketplaceHref(type.id)} className="rounded-full border px-3 py-1 text-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              {type.name}
            </Link>
          ))}
        </div>
      ) : null}
      <div className="grid gap-2">
        <h3 className="flex items-center gap-1.5 text-sm font-medium">
          <BadgeCheck className="size-4 text-emerald-600" aria-hidden="true" /> Verified providers ({essential.verifiedProviderCount})
        </h3>
        {essential.verifiedProviders.length === 0 ? (
          <p className="text-sm text-muted-foreground">No verified provider yet: browse every provider in the marketplace.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {essential.verifiedProviders.map((company) => (
              <li key={company.id}>
                <Link
                  to={`/dashboard/marketplace/company/${company.id}`}
                  className="flex items-center gap-2 rounded-lg border p-2 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="sm" />
                  <span className="truncate">{company.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link to={marketplaceHref(primary?.id)} className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        Find {essential.title.toLowerCase()} providers <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

/** /dashboard/business-essentials: what a new iGaming business needs, each service linked to its marketplace filter. */
export default function BusinessEssentialsPage() {
  const essentials = useBusinessEssentials();
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title="Business Essentials" description="The services a new iGaming business needs, with verified providers from the marketplace." />
      {essentials.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading business essentials">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-72 rounded-xl" />
          ))}
        </div>
      ) : essentials.isError ? (
        <DataError context="business essentials" onRetry={() => void essentials.refetch()} />
      ) : essentials.data.length === 0 ? (
        <EmptyState icon={<Building2 className="size-5" />} title="No services listed yet" action={<Link to="/dashboard/marketplace" className="text-sm font-medium text-primary hover:underline">Browse the marketplace</Link>} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {essentials.data.map((essential) => (
            <EssentialCard key={essential.key} essential={essential} />
          ))}
        </div>
      )}
    </div>
  );
}
