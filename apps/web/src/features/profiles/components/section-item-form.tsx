import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { profileSectionInputSchemas, type ProfileSection, type ProfileSectionInput } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { CheckboxField, InputField, SelectField, TextareaField } from '@/components/form-field';
import { sectionViews, type FieldSpec, type FormValues, type SectionView } from './section-config';

type Props = {
  section: ProfileSection;
  defaultValues: FormValues;
  submitLabel: string;
  pending: boolean;
  /** Resolves when saved; rejects with the API error, whose field details land on the inputs. */
  onSubmit: (input: ProfileSectionInput<ProfileSection>) => Promise<unknown>;
  onCancel: () => void;
};

/** The inline add/edit form of one section entry, validated with the same contract schema as the API. */
export function SectionItemForm({ section, defaultValues, submitLabel, pending, onSubmit, onCancel }: Props) {
  const view = sectionViews[section] as SectionView<ProfileSection>;
  const form = useForm<FormValues>({
    // The section is picked at run time, so the schema's own input/output types cannot reach this
    // generic form; the field names come from the same section table, which keeps them in step.
    resolver: zodResolver(profileSectionInputSchemas[section]) as unknown as Resolver<FormValues>,
    defaultValues,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const watched = useWatch({ control: form.control });
  /** Ticking a checkbox ("I currently work here") clears the fields it disables (the end month). */
  const clearDisabledBy = (checkbox: string, checked: boolean) => {
    if (!checked) return;
    for (const field of view.fields) if (field.disabledBy === checkbox) form.setValue(field.name, '', { shouldValidate: true });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values as unknown as ProfileSectionInput<ProfileSection>);
    } catch (error) {
      placeServerFieldErrors(error, form.setError, view.fields.map((field) => field.name));
    }
  });

  const render = (field: FieldSpec) => {
    const error = errors[field.name]?.message;
    const common = { label: field.label, error, optional: field.optional, fieldClassName: cn(field.wide && 'sm:col-span-2') };
    const disabled = field.disabledBy !== undefined && watched[field.disabledBy] === true;
    switch (field.kind) {
      case 'checkbox':
        return (
          <CheckboxField
            key={field.name}
            label={field.label}
            fieldClassName={cn('items-center', field.wide && 'sm:col-span-2')}
            {...form.register(field.name, { onChange: (event: { target: { checked: boolean } }) => clearDisabledBy(field.name, event.target.checked) })}
          />
        );
      case 'textarea':
        return <TextareaField key={field.name} {...common} rows={4} placeholder={field.placeholder} {...form.register(field.name)} />;
      case 'select':
        return (
          <SelectField key={field.name} {...common} {...form.register(field.name)}>
            <option value="">{field.placeholder ?? 'Choose…'}</option>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        );
      case 'month':
        return <InputField key={field.name} {...common} type="month" placeholder="YYYY-MM" disabled={disabled} {...form.register(field.name)} />;
      case 'year':
        return <InputField key={field.name} {...common} type="number" inputMode="numeric" min={1950} max={2100} placeholder="YYYY" {...form.register(field.name)} />;
      default:
        return <InputField key={field.name} {...common} placeholder={field.placeholder} {...form.register(field.name)} />;
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border bg-muted/30 p-4" aria-label={submitLabel}>
      <div className="grid gap-4 sm:grid-cols-2">{view.fields.map(render)}</div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
