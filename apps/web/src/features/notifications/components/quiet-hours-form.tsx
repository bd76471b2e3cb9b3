import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { NotificationMessage, quietHoursSchema, type QuietHours } from '@paytable/contracts';
import { InputField, SelectField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useUpdatePreferences } from '../api/update-preferences';

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The browser's own zone, offered until quiet hours are first turned on. */
function startingValues(quietHours: QuietHours): QuietHours {
  if (quietHours.enabled) return quietHours;
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone ? { ...quietHours, timeZone: browserZone } : quietHours;
}

/** Quiet hours: non-critical e-mail and push wait until the window ends, in the user's own time zone. */
export function QuietHoursForm({ quietHours }: { quietHours: QuietHours }) {
  const update = useUpdatePreferences();
  const form = useForm<QuietHours>({ resolver: zodResolver(quietHoursSchema), defaultValues: startingValues(quietHours), mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const initialZone = form.formState.defaultValues?.timeZone ?? quietHours.timeZone;
  const zones = useMemo(() => timeZones(initialZone), [initialZone]);
  const enabled = useWatch({ control: form.control, name: 'enabled' });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { quietHours: values },
      {
        onSuccess: (saved) => {
          form.reset(saved.quietHours);
          notify({ variant: 'success', title: NotificationMessage.preferencesSaved });
        },
        onError: notifyApiError,
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Quiet hours">
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="quiet-hours-enabled">Pause e-mail and push during quiet hours</Label>
          <p id="quiet-hours-hint" className="text-xs text-muted-foreground">
            They are delivered when the quiet hours end. Security notices still arrive at once.
          </p>
        </div>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => <Switch id="quiet-hours-enabled" aria-describedby="quiet-hours-hint" checked={field.value} onCheckedChange={field.onChange} />}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="From" type="time" disabled={!enabled} error={errors.start?.message} {...form.register('start')} />
        <InputField label="Until" type="time" disabled={!enabled} error={errors.end?.message} {...form.register('end')} />
        <SelectField label="Time zone" disabled={!enabled} error={errors.timeZone?.message} {...form.register('timeZone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Save quiet hours
        </Button>
      </div>
    </form>
  );
}
