import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, BadgeCheck, CalendarDays, Globe, MapPin } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { statusOf } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useCompanyCertifications } from '../api/certifications';
import { useCompany } from '@/lib/company-directory';
import { useCompanyShowcase } from '../api/showcase';
import { CertificationBadges } from '../components/certification-badges';
import { CompanyLogo } from '@/components/company-logo';
import { publicPagePadding } from '@/lib/marketplace-paths';

const href = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

export type CompanyPageProps = {
  /** The viewer's action on this company (app/ composes the company connection button in). */
  renderActions?: (company: { id: number; name: string }) => ReactNode;
  /** The company's games (app/ composes the games feature's section in). */
  renderGames?: (companyId: number) => ReactNode;
};

/** /marketplace/company/{id} and /dashboard/marketplace/company/{id}: a provider's marketplace profile. */
export function CompanyPage({ renderActions, renderGames }: CompanyPageProps = {}) {
  const { companyId } = useParams();
  const id = Number(companyId);
  const { pathname } = useLocation();
  const back = pathname.startsWith('/dashboard') ? '/dashboard/marketplace' : '/marketplace';
  const company = useCompany(id);
  const certifications = useCompanyCertifications(id);
  const showcase = useCompanyShowcase(id);

  if (!Number.isInteger(id) || id <= 0 || (company.isError && statusOf(company.error) === 404)) {
    return (
      <EmptyState title="Company not found" action={<Button asChild variant="outline" size="sm"><Link to={back}>Browse the marketplace</Link></Button>}>
        It does not exist, or it is not listed in the marketplace.
      </EmptyState>
    );
  }
  if (company.isPending) return <ListSkeleton rows={3} label="Loading company" />;
  if (company.isError) return <DataError context="this company" onRetry={() => void company.refetch()} />;
  const data = company.data;
  const verified = (certifications.data ?? []).filter((each) => each.status === 'VERIFIED');
  const listings = (showcase.data ?? []).filter((listing) => listing.isPublished);

  return (
    <div className={cn('mx-auto grid w-full max-w-5xl gap-6 py-2', publicPagePadding(pathname))}>
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={back}>
          <ArrowLeft aria-hidden="true" /> Marketplace
        </Link>
      </Button>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo name={data.name} logoUrl={data.logoUrl} size="lg" />
        <div className="grid min-w-0 gap-2">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
            {data.name}
            {data.verified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" /> Verified
              </Badge>
            ) : null}
          </h1>
          <p className="text-sm text-muted-foreground">{data.businessTypes.map((type) => type.name).join(' · ')}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {data.headquarters ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" /> {data.headquarters}
              </span>
            ) : null}
            {data.foundedYear ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-4" aria-hidden="true" /> Founded {data.foundedYear}
              </span>
            ) : null}
            {data.website ? (
              <a className="inline-flex items-center gap-1 text-primary hover:underline" href={href(data.website)} target="_blank" rel="noreferrer noopener">
                <Globe className="size-4" aria-hidden="true" /> {data.website.replace(/^https?:\/\//i, '')}
              </a>
            ) : null}
          </div>
          <CertificationBadges labels={verified.map((each) => each.label)} max={8} />
        </div>
        {renderActions ? <div className="sm:ml-auto sm:shrink-0">{renderActions({ id: data.id, name: data.name })}</div> : null}
      </header>

      {data.description ? <p className="max-w-3xl leading-relaxed">{data.description}</p> : null}

      {listings.length > 0 ? (
        <section className="grid gap-3" aria-labelledby="offer-heading">
          <h2 id="offer-heading" className="text-lg font-semibold">
            What they offer
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {listings.map((listing) => (
              <li key={listing.id} className="rounded-lg border p-4">
                <p className="font-medium">{listing.title}</p>
                {listing.category ? <p className="text-xs text-primary">{listing.category.name}</p> : null}
                {listing.summary ? <p className="mt-1 text-sm text-muted-foreground">{listing.summary}</p> : null}
                {listing.linkUrl ? (
                  <a className="mt-2 inline-block text-sm text-primary hover:underline" href={listing.linkUrl} target="_blank" rel="noreferrer noopener">
                    Learn more
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {renderGames?.(id)}

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Licensed in</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-1.5">
            {data.jurisdictions.length === 0 ? <p className="text-sm text-muted-foreground">No jurisdictions listed.</p> : null}
            {data.jurisdictions.map((place) => (
              <Badge key={place.id} variant="outline">
                {place.name}
              </Badge>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Verified certifications</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            {certifications.isPending ? <p className="text-muted-foreground">Loading…</p> : null}
            {certifications.isError ? <p className="text-destructive">Certifications could not be loaded.</p> : null}
            {certifications.data && verified.length === 0 ? <p className="text-muted-foreground">No verified certifications yet.</p> : null}
            {verified.map((each) => (
              <p key={each.id} className="flex items-center justify-between gap-2">
                <span>{each.jurisdiction?.name ?? each.standard}</span>
                <span className="text-xs text-muted-foreground">{each.issuedBy}</span>
              </p>
            ))}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export default CompanyPage;
