import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  jobEmploymentTypeLabels,
  jobEmploymentTypes,
  jobFunctionLabels,
  jobFunctions,
  jobInputSchema,
  salaryPeriods,
  seniorities,
  seniorityLabels,
  workplaceLabels,
  workplaces,
  type CompanyJob,
  type Job,
  type JobInput,
} from '@paytable/contracts';
import { CheckboxField, FormField, InputField, SelectField, TextareaField } from '@/components/form-field';
import { ListInput } from '@/components/list-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useJurisdictions } from '@/lib/catalog/pick-lists';
import { formatPlace, formatSalary } from '../lib/format';
import { RichText } from './rich-text';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function toJobInput(job?: CompanyJob): JobInput {
  return {
    title: job?.title ?? '',
    description: job?.description ?? '',
    function: job?.function ?? 'COMPLIANCE',
    seniority: job?.seniority ?? 'MID',
    employmentType: job?.employmentType ?? 'FULL_TIME',
    workplace: job?.workplace ?? 'HYBRID',
    allowedCountries: job?.allowedCountries ?? [],
    city: job?.city ?? '',
    country: job?.country ?? '',
    salaryMin: job?.salary?.min ?? null,
    salaryMax: job?.salary?.max ?? null,
    salaryCurrency: job?.salary?.currency ?? 'EUR',
    salaryPeriod: job?.salary?.period ?? 'YEAR',
    salaryShown: job?.salaryShown ?? true,
    skills: job?.skills ?? [],
    languages: job?.languages ?? ['English'],
    validThrough: job ? job.validThrough.slice(0, 10) : inDays(30),
    licensedKeyFunction: job?.licensedKeyFunction ?? false,
    keyFunctionJurisdictionIds: job?.keyFunctionJurisdictions.map((each) => each.id) ?? [],
  };
}

/** A comma-separated list edited as a string array. */
function ListField({ control, name, label, hint, upper }: { control: Control<JobInput>; name: 'skills' | 'languages' | 'allowedCountries'; label: string; hint: string; upper?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} hint={hint} error={fieldState.error?.message ?? fieldState.error?.root?.message}>
          {(id) => (
            <ListInput
              id={id}
              className="h-10"
              value={field.value ?? []}
              upper={upper}
              aria-describedby={`${id}-hint${fieldState.error ? ` ${id}-error` : ''}`}
              aria-invalid={fieldState.error ? true : undefined}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          )}
        </FormField>
      )}
    />
  );
}

/** An amount typed in major units (60000), kept in minor units (6000000). */
function MoneyField({ control, name, label }: { control: Control<JobInput>; name: 'salaryMin' | 'salaryMax'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <InputField
          label={label}
          type="number"
          min={0}
          inputMode="decimal"
          error={fieldState.error?.message}
          value={field.value === null || field.value === undefined ? '' : field.value / 100}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Math.round(Number(event.target.value) * 100))}
        />
      )}
    />
  );
}

/** What the posting will look like to a candidate. */
function Preview({ control, companyName }: { control: Control<JobInput>; companyName: string }) {
  const values = useWatch({ control });
  const salary =
    values.salaryShown && values.salaryCurrency && (values.salaryMin != null || values.salaryMax != null)
      ? formatSalary({ min: values.salaryMin ?? null, max: values.salaryMax ?? null, currency: values.salaryCurrency, period: values.salaryPeriod ?? 'YEAR' })
      : null;
  return (
    <Card aria-label="Preview">
      <CardHeader>
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Preview</p>
        <CardTitle className="text-xl">{values.title || 'Job title'}</CardTitle>
        <p className="text-sm text-muted-foreground">{companyName}</p>
        <p className="text-sm">{formatPlace({ workplace: (values.workplace ?? 'HYBRID') as Job['workplace'], city: values.city ?? null, country: values.country || null, allowedCountries: (values.allowedCountries ?? []) as string[] })}</p>
        {salary ? <p className="text-sm font-medium">{salary}</p> : <p className="text-sm text-muted-foreground">Salary not disclosed</p>}
      </CardHeader>
      <CardContent>{values.description ? <RichText html={values.description} /> : <p className="text-sm text-muted-foreground">The description appears here.</p>}</CardContent>
    </Card>
  );
}

/** The job form (react-hook-form + the contract's schema) with a live preview. */
export function JobForm({ job, companyName, pending, onSubmit }: { job?: CompanyJob; companyName: string; pending: boolean; onSubmit: (input: JobInput) => void }) {
  const jurisdictions = useJurisdictions();
  const { register, handleSubmit, control, formState } = useForm<JobInput>({ resolver: zodResolver(jobInputSchema), defaultValues: toJobInput(job) });
  const errors = formState.errors;
  const workplace = useWatch({ control, name: 'workplace' });
  const licensed = useWatch({ control, name: 'licensedKeyFunction' });
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form noValidate className="grid gap-5" aria-label={job ? 'Edit job' : 'New job'} onSubmit={handleSubmit((input) => onSubmit(input))}>
        <InputField label="Title" error={errors.title?.message} placeholder="Head of Compliance (MLRO)" {...register('title')} />
        <TextareaField
          label="Description"
          rows={10}
          error={errors.description?.message}
          hint="Plain text, or simple HTML: <p>, <ul><li>, <strong>, <em>, <h3>, links. Anything else is removed."
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Function" error={errors.function?.message} {...register('function')}>
            {jobFunctions.map((value) => (
              <option key={value} value={value}>
                {jobFunctionLabels[value]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Seniority" error={errors.seniority?.message} {...register('seniority')}>
            {seniorities.map((value) => (
              <option key={value} value={value}>
                {seniorityLabels[value]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Employment type" error={errors.employmentType?.message} {...register('employmentType')}>
            {jobEmploymentTypes.map((value) => (
              <option key={value} value={value}>
                {jobEmploymentTypeLabels[value]}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">Workplace</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField label="Workplace" {...register('workplace')}>
              {workplaces.map((value) => (
                <option key={value} value={value}>
                  {workplaceLabels[value]}
                </option>
              ))}
            </SelectField>
            <InputField label="City" optional error={errors.city?.message} {...register('city')} />
            <InputField label="Country code" optional={workplace === 'REMOTE'} placeholder="MT" maxLength={2} error={errors.country?.message} {...register('country')} />
          </div>
          {workplace === 'REMOTE' ? <ListField control={control} name="allowedCountries" label="Remote from (country codes)" hint="Comma-separated, e.g. MT, ES, PT. Empty: anywhere." upper /> : null}
        </fieldset>
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">Salary</legend>
          <div className="grid gap-4 sm:grid-cols-4">
            <MoneyField control={control} name="salaryMin" label="From" />
            <MoneyField control={control} name="salaryMax" label="To" />
            <InputField label="Currency" maxLength={3} error={errors.salaryCurrency?.message} {...register('salaryCurrency')} />
            <SelectField label="Per" {...register('salaryPeriod')}>
              {salaryPeriods.map((value) => (
                <option key={value} value={value}>
                  {value.toLowerCase()}
                </option>
              ))}
            </SelectField>
          </div>
          <CheckboxField label="Show the salary to candidates" {...register('salaryShown')} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <ListField control={control} name="skills" label="Skills" hint="Comma-separated, e.g. AML, KYC, SQL" />
          <ListField control={control} name="languages" label="Languages" hint="Comma-separated, e.g. English, German" />
        </div>
        <InputField label="Valid through" type="date" error={errors.validThrough?.message} {...register('validThrough')} />
        <fieldset className="grid gap-3 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">Regulation</legend>
          <CheckboxField label="Licensed key function" hint="The regulator must approve the person in this role (e.g. MLRO, compliance officer)." {...register('licensedKeyFunction')} />
          {licensed ? (
            <Controller
              control={control}
              name="keyFunctionJurisdictionIds"
              render={({ field, fieldState }) => (
                <div className="grid gap-2">
                  <p className="text-sm font-medium">Jurisdictions</p>
                  <div className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
                    {jurisdictions.data?.map((place) => {
                      const checked = (field.value ?? []).includes(place.id);
                      return (
                        <label key={place.id} className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-4 accent-primary"
                            checked={checked}
                            onChange={() => field.onChange(checked ? (field.value ?? []).filter((id) => id !== place.id) : [...(field.value ?? []), place.id])}
                          />
                          {place.name}
                        </label>
                      );
                    })}
                  </div>
                  {fieldState.error ? <p className="text-sm text-destructive">{fieldState.error.message}</p> : null}
                </div>
              )}
            />
          ) : null}
        </fieldset>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? 'Saving…' : job ? 'Save changes' : 'Save as draft'}
        </Button>
      </form>
      <div className="xl:sticky xl:top-4">
        <Preview control={control} companyName={companyName} />
      </div>
    </div>
  );
}
