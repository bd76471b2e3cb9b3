import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { z } from 'zod';
import { platformSettingsSchema, SETTINGS_LIMITS, settingKeys, type PlatformSettings, type PlatformSettingsView, type UpdatePlatformSettingsRequest } from '@paytable/contracts';
import { CheckboxField, InputField, TextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyFailure } from '@/lib/notify-failure';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdatePlatformSettings } from '../api/platform-settings';

const KB = 1024;

/** The form edits the upload limit in KB; the API stores bytes. */
const formSchema = platformSettingsSchema.omit({ uploadMaxBytes: true }).extend({
  uploadMaxKb: z
    .number({ error: 'Upload limit must be a number' })
    .int('Upload limit must be a whole number of KB')
    .min(SETTINGS_LIMITS.uploadMinBytes / KB, 'Upload limit must be between 64 KB and 5 MB')
    .max(SETTINGS_LIMITS.uploadMaxBytes / KB, 'Upload limit must be between 64 KB and 5 MB'),
});
type FormValues = z.infer<typeof formSchema>;

const FIELDS = ['registrationMode', 'maintenanceBannerEnabled', 'maintenanceBannerText', 'defaultPageSize', 'uploadMaxKb', 'mailFrom'] as const;

const toForm = ({ uploadMaxBytes, ...rest }: PlatformSettings): FormValues => ({ ...rest, uploadMaxKb: Math.round(uploadMaxBytes / KB) });

/** Only what changed, with the version it was read at (the server answers 409 if someone saved meanwhile). */
function changesOf(values: FormValues, view: PlatformSettingsView): UpdatePlatformSettingsRequest {
  const next: PlatformSettings = { ...values, uploadMaxBytes: values.uploadMaxKb * KB };
  const body: Record<string, unknown> = { version: view.version };
  for (const key of settingKeys) if (next[key] !== view.settings[key]) body[key] = next[key];
  return body as UpdatePlatformSettingsRequest;
}

/** The platform settings form of admin/settings: every field with its rule, saved in one call. */
export function SettingsForm({ view, onStale }: { view: PlatformSettingsView; onStale: () => void }) {
  const update = useUpdatePlatformSettings();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), values: toForm(view.settings), mode: 'onTouched' });
  const { errors, isSubmitting, isDirty } = form.formState;
  const bannerOn = useWatch({ control: form.control, name: 'maintenanceBannerEnabled' });

  const submit = form.handleSubmit(async (values) => {
    const body = changesOf(values, view);
    if (!settingKeys.some((key) => key in body)) {
      notify({ variant: 'info', title: 'Nothing to save' });
      return;
    }
    if (values.maintenanceBannerEnabled && !values.maintenanceBannerText) {
      form.setError('maintenanceBannerText', { message: 'Enter the banner text to show the maintenance banner' });
      return;
    }
    try {
      await update.mutateAsync(body);
      notify({ variant: 'success', title: 'Settings saved', description: 'Every server applies them now.' });
    } catch (error) {
      if (toApiError(error).status === 409) {
        notify({ variant: 'warning', title: 'Settings changed meanwhile', description: toApiError(error).message });
        onStale();
        return;
      }
      // Field details land on their fields (the form edits the upload limit in KB); anything else is a toast.
      if (placeServerFieldErrors(error, form.setError, FIELDS, { uploadMaxBytes: 'uploadMaxKb' }) === 0) notifyFailure(error, 'Failed to save settings');
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6" aria-label="Platform settings">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Registration</legend>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" value="OPEN" className="mt-1" {...form.register('registrationMode')} />
          <span>
            Open <span className="block text-muted-foreground">Anyone may create an account.</span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" value="INVITATION_ONLY" className="mt-1" {...form.register('registrationMode')} />
          <span>
            Invitation only{' '}
            <span className="block text-muted-foreground">Only addresses invited to a company team or as a prospect may register.</span>
          </span>
        </label>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Maintenance banner</legend>
        <CheckboxField label="Show the banner on every page" {...form.register('maintenanceBannerEnabled')} />
        <TextareaField
          label="Banner text"
          rows={3}
          maxLength={SETTINGS_LIMITS.bannerTextMax}
          optional={!bannerOn}
          error={errors.maintenanceBannerText?.message}
          {...form.register('maintenanceBannerText')}
        />
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <InputField
          label="Default page size"
          type="number"
          inputMode="numeric"
          min={SETTINGS_LIMITS.pageSizeMin}
          max={SETTINGS_LIMITS.pageSizeMax}
          hint="Rows per page of lists that use the platform default (a list with its own size keeps it)."
          error={errors.defaultPageSize?.message}
          {...form.register('defaultPageSize', { valueAsNumber: true })}
        />
        <InputField
          label="Upload limit (KB)"
          type="number"
          inputMode="numeric"
          min={SETTINGS_LIMITS.uploadMinBytes / KB}
          max={SETTINGS_LIMITS.uploadMaxBytes / KB}
          hint="The largest file any upload accepts, from 64 KB to 5 MB (5120 KB)."
          error={errors.uploadMaxKb?.message}
          {...form.register('uploadMaxKb', { valueAsNumber: true })}
        />
      </div>

      <InputField
        label="E-mail sender"
        placeholder="Paytable <no-reply@example.com>"
        maxLength={SETTINGS_LIMITS.mailFromMax}
        hint="The From of every mail the platform sends."
        error={errors.mailFrom?.message}
        {...form.register('mailFrom')}
      />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Save settings
        </Button>
        <Button type="button" variant="outline" disabled={!isDirty || isSubmitting} onClick={() => form.reset(toForm(view.settings))}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
