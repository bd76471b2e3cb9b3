import { useState } from 'react';
import { usePagedSearch } from '@/lib/use-paged-search';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, Loader2, UserRound, UsersRound } from 'lucide-react';
import { COMPANY_LIMITS, createAssociationRequestSchema, type BusinessAssociationType } from '@paytable/contracts';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useCreateCompanyAssociation } from '../api/association-mutations';
import { useCompanyDirectory } from '@/lib/company-directory';
import { CatalogueChoices } from './catalogue-choices';
import { CompanyLogo } from '@/components/company-logo';
import { CompanyStatusBadges } from './company-badges';
import { InputField, TextareaField } from '@/components/form-field';
import { SearchField } from '@/components/search-field';
import { failureMessage } from '@/lib/notify-failure';

const emptyAsNull = (value: unknown) => (value === '' ? null : value);

const TYPES: { value: BusinessAssociationType; title: string; description: string; icon: typeof Building2 }[] = [
  { value: 'COMPANY', title: 'A company', description: 'Operators, suppliers, providers and their teams', icon: Building2 },
  { value: 'INDIVIDUAL_SERVICE_PROVIDER', title: 'An individual service provider', description: 'Consultants and freelancers working on their own', icon: UserRound },
];

function CreateCompanyForm({ onChanged }: { onChanged?: () => void }) {
  const create = useCreateCompanyAssociation(onChanged);
  const form = useForm({
    resolver: zodResolver(createAssociationRequestSchema),
    defaultValues: { associationType: 'COMPANY' as BusinessAssociationType, companyName: '', companyWebsite: null, description: null, businessTypeIds: [], jurisdictionIds: [] },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'associationType' });
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, companyName: values.companyName || null },
      {
        onSuccess: ({ message }) => notify({ variant: 'success', title: message ?? 'Company created' }),
        onError: (error) => form.setError('root', { message: failureMessage(error, 'Failed to create company') }),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create your company">
      <Controller
        control={form.control}
        name="associationType"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">I am registering</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {TYPES.map((option) => (
                <label
                  key={option.value}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                    field.value === option.value ? 'border-primary bg-primary/5' : 'hover:bg-muted/60',
                  )}
                >
                  <input type="radio" className="sr-only" name={field.name} value={option.value} checked={field.value === option.value} onChange={() => field.onChange(option.value)} />
                  <option.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block text-sm font-medium">{option.title}</span>
                    <span className="block text-xs text-muted-foreground">{option.description}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={type === 'COMPANY' ? 'Company name' : 'Trading name'}
          optional={type !== 'COMPANY'}
          hint={type === 'COMPANY' ? undefined : 'Leave empty to use your own name'}
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <InputField label="Website" optional placeholder="https://example.com" error={errors.companyWebsite?.message} {...form.register('companyWebsite', { setValueAs: emptyAsNull })} />
      </div>
      <TextareaField label="Description" optional rows={3} maxLength={COMPANY_LIMITS.descriptionMax} error={errors.description?.message} {...form.register('description', { setValueAs: emptyAsNull })} />
      <CatalogueChoices control={form.control} />
      {errors.root?.message ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">An admin reviews new companies before they appear in the marketplace.</p>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Create company profile
        </Button>
      </div>
    </form>
  );
}

function JoinCompany({ preselectedId, onChanged }: { preselectedId: number | null; onChanged?: () => void }) {
  const { search, page, setPage, onSearchChange } = usePagedSearch();
  const companies = useCompanyDirectory({ search: search.trim() || undefined, page, size: 8 });
  const join = useCreateCompanyAssociation(onChanged);
  const [joiningId, setJoiningId] = useState<number | null>(null);
  const onJoin = (companyId: number) => {
    setJoiningId(companyId);
    join.mutate(
      { associationType: 'COMPANY', companyId },
      {
        onSuccess: ({ message }) => notify({ variant: 'success', title: message ?? 'Join request sent' }),
        onError: (error) => notify({ variant: 'destructive', title: 'Failed to join company', description: failureMessage(error, 'Failed to join company') }),
        onSettled: () => setJoiningId(null),
      },
    );
  };
  const content = companies.data?.content ?? [];
  const ordered = preselectedId ? [...content].sort((a, b) => Number(b.id === preselectedId) - Number(a.id === preselectedId)) : content;
  return (
    <div className="grid gap-4">
      <SearchField
        className="h-10"
        placeholder="Search companies by name"
        aria-label="Search companies"
        value={search}
        onChange={onSearchChange}
      />
      {companies.isPending ? <ListSkeleton rows={3} label="Loading companies" /> : null}
      {companies.isError ? (
        <EmptyState title="Failed to fetch companies" action={<Button variant="outline" size="sm" onClick={() => void companies.refetch()}>Retry</Button>}>
          {failureMessage(companies.error, 'Failed to fetch companies')}
        </EmptyState>
      ) : null}
      {companies.isSuccess && content.length === 0 ? (
        <EmptyState icon={<UsersRound className="size-5" />} title="No company matches">
          Check the spelling, or create your company in the other tab.
        </EmptyState>
      ) : null}
      <ul className="grid grid-cols-1 gap-2">
        {ordered.map((company) => (
          <li key={company.id} className={cn('flex items-center gap-3 rounded-lg border p-3', company.id === preselectedId && 'border-primary bg-primary/5')}>
            <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="truncate">{company.name}</span>
                <CompanyStatusBadges status={company.status} verified={company.verified} />
              </p>
              <p className="truncate text-xs text-muted-foreground">{company.businessTypes.map((type) => type.name).join(' · ') || company.website || ' '}</p>
            </div>
            <Button size="sm" variant={company.id === preselectedId ? 'default' : 'outline'} onClick={() => onJoin(company.id)} disabled={join.isPending}>
              {joiningId === company.id ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Join
            </Button>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={companies.data?.totalPages ?? 0} onPage={setPage} />
    </div>
  );
}

/** No association yet: create a company (or a one-person profile) or join an existing one. */
export function AssociationSetup({ preselectedJoinId, onChanged }: { preselectedJoinId: number | null; onChanged?: () => void }) {
  const [tab, setTab] = useState<'create' | 'join'>(preselectedJoinId ? 'join' : 'create');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Set up your business profile</CardTitle>
        <CardDescription>Company areas (jobs, press, events, integrations) open once you belong to a company.</CardDescription>
        <div role="tablist" aria-label="How to set up" className="mt-3 inline-flex w-fit rounded-lg bg-muted p-1">
          {(
            [
              ['create', 'Create a company'],
              ['join', 'Join an existing company'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              role="tab"
              type="button"
              aria-selected={tab === value}
              onClick={() => setTab(value)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                tab === value ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent role="tabpanel">{tab === 'create' ? <CreateCompanyForm onChanged={onChanged} /> : <JoinCompany preselectedId={preselectedJoinId} onChanged={onChanged} />}</CardContent>
    </Card>
  );
}
