import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, Globe, Mail, MapPin, Pencil, Users } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { statusOf } from '@/lib/api-client';
import { useCompanyAssociation } from '../api/get-company-association';
import { useCompany } from '@/lib/company-directory';
import { CompanyStatusBadges } from '../components/company-badges';
import { CompanyLogo } from '@/components/company-logo';

const href = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

export type CompanyDetailPageProps = {
  /** The viewer's action on this company (app/ composes the company connection button in). */
  renderActions?: (company: { id: number; name: string }) => ReactNode;
};

/** /dashboard/company-profile/{companyId} — a company's public profile. */
export function CompanyDetailPage({ renderActions }: CompanyDetailPageProps = {}) {
  const { companyId } = useParams();
  const id = Number(companyId);
  const company = useCompany(Number.isInteger(id) && id > 0 ? id : null);
  const association = useCompanyAssociation();
  const canEdit = association.data?.companyId === id && association.data.role === 'ADMIN' && association.data.status === 'ACTIVE';

  if (!Number.isInteger(id) || id <= 0 || (company.isError && statusOf(company.error) === 404)) {
    return (
      <EmptyState title="Company not found" action={<Button asChild variant="outline" size="sm"><Link to="/dashboard/marketplace">Browse the marketplace</Link></Button>}>
        It does not exist, or it is not visible to you yet.
      </EmptyState>
    );
  }
  if (company.isPending) return <ListSkeleton rows={3} label="Loading company" />;
  if (company.isError) return <DataError context="this company" onRetry={() => void company.refetch()} />;
  const data = company.data;
  return (
    <div className="mx-auto grid grid-cols-1 max-w-4xl gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to="/dashboard/marketplace">
          <ArrowLeft aria-hidden="true" /> Marketplace
        </Link>
      </Button>
      <Card>
        <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <CompanyLogo name={data.name} logoUrl={data.logoUrl} size="xl" />
          <div className="min-w-0 flex-1">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
              <span className="break-words">{data.name}</span>
              <CompanyStatusBadges status={data.status} verified={data.verified} />
            </h1>
            {data.isIndividual ? <p className="text-sm text-muted-foreground">Individual service provider</p> : null}
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
              {data.website ? (
                <li className="flex items-center gap-1.5">
                  <Globe className="size-4" aria-hidden="true" />
                  <a className="text-primary underline-offset-4 hover:underline" href={href(data.website)} target="_blank" rel="noopener noreferrer">
                    {data.website.replace(/^https?:\/\//i, '')}
                  </a>
                </li>
              ) : null}
              {data.headquarters ? (
                <li className="flex items-center gap-1.5">
                  <MapPin className="size-4" aria-hidden="true" /> {data.headquarters}
                </li>
              ) : null}
              {data.foundedYear ? (
                <li className="flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden="true" /> Founded {data.foundedYear}
                </li>
              ) : null}
              {data.contactEmail ? (
                <li className="flex items-center gap-1.5">
                  <Mail className="size-4" aria-hidden="true" />
                  <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${data.contactEmail}`}>
                    {data.contactEmail}
                  </a>
                </li>
              ) : null}
              <li className="flex items-center gap-1.5">
                <Users className="size-4" aria-hidden="true" /> {data.memberCount} on Paytable
              </li>
            </ul>
          </div>
          {canEdit ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/company-profile">
                <Pencil aria-hidden="true" /> Edit
              </Link>
            </Button>
          ) : data.status === 'ACTIVE' && renderActions ? (
            <div className="sm:shrink-0">{renderActions({ id: data.id, name: data.name })}</div>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-6">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="mb-2 text-sm font-semibold">
              About
            </h2>
            {data.description ? (
              <p className="text-sm leading-relaxed whitespace-pre-line">{data.description}</p>
            ) : (
              <p className="text-sm text-muted-foreground">No description yet.</p>
            )}
          </section>
          <div className="grid gap-6 sm:grid-cols-2">
            <section aria-labelledby="types-heading">
              <h2 id="types-heading" className="mb-2 text-sm font-semibold">
                Business types
              </h2>
              {data.businessTypes.length ? (
                <div className="flex flex-wrap gap-2">
                  {data.businessTypes.map((type) => (
                    <Badge key={type.id} variant="secondary">
                      {type.name}
                    </Badge>
                  ))}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">None listed.</p>
              )}
            </section>
            <section aria-labelledby="licenses-heading">
              <h2 id="licenses-heading" className="mb-2 text-sm font-semibold">
                Jurisdictions licensed
              </h2>
              {data.jurisdictions.length ? (
                <div className="flex flex-wrap gap-2">
                  {data.jurisdictions.map((place) => (
                    <Badge key={place.id} variant="outline" title={place.code}>
                      {place.name}
                    </Badge>
                  ))}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">None listed.</p>
              )}
            </section>
          </div>
        </CardContent>
      </Card>
      {data.status !== 'ACTIVE' ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Only you can see this page</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">The company becomes public once the Paytable team approves it.</CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export default CompanyDetailPage;
