import { Controller, useForm, useWatch } from 'react-hook-form';
import { Loader2, Megaphone } from 'lucide-react';
import {
  BROADCAST_LIMITS,
  createBroadcastRequestSchema,
  NotificationMessage,
  notificationPriorities,
  Role,
  roles,
  type CreateBroadcastRequest,
  type NotificationChannel,
} from '@paytable/contracts';
import { CheckboxField, InputField, SelectField, TextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useCreateBroadcast } from '../api/admin-broadcasts';

export interface AudienceOption {
  id: number;
  name: string;
}

type AudienceKind = CreateBroadcastRequest['audience']['kind'];
type FormValues = {
  title: string;
  message: string;
  audienceKind: AudienceKind;
  role: (typeof roles)[number];
  businessTypeId: string;
  companyId: string;
  channels: NotificationChannel[];
  priority: (typeof notificationPriorities)[number];
  compliance: boolean;
};

const channelLabels: Record<NotificationChannel, string> = { in_app: 'In-app', email: 'E-mail', push: 'Push' };

const defaults: FormValues = {
  title: '',
  message: '',
  audienceKind: 'everyone',
  role: Role.USER,
  businessTypeId: '',
  companyId: '',
  channels: ['in_app'],
  priority: 'medium',
  compliance: false,
};

/** The request the form describes (the audience from its kind and the matching field). */
function toRequest(values: FormValues): CreateBroadcastRequest {
  const audience: CreateBroadcastRequest['audience'] =
    values.audienceKind === 'role'
      ? { kind: 'role', role: values.role }
      : values.audienceKind === 'company_type'
        ? { kind: 'company_type', businessTypeId: Number(values.businessTypeId) }
        : values.audienceKind === 'company'
          ? { kind: 'company', companyId: Number(values.companyId) }
          : { kind: 'everyone' };
  return { title: values.title, message: values.message, audience, channels: values.channels, priority: values.priority, compliance: values.compliance };
}

/** Compose a broadcast: its text, its audience, its channels; the server queues the fan-out. */
export function BroadcastForm({ businessTypes }: { businessTypes: AudienceOption[] }) {
  const create = useCreateBroadcast();
  const form = useForm<FormValues>({ defaultValues: defaults });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'audienceKind' });

  const onSubmit = form.handleSubmit((values) => {
    const parsed = createBroadcastRequestSchema.safeParse(toRequest(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, field] = issue.path;
        const name = head === 'audience' ? (field === 'businessTypeId' ? 'businessTypeId' : field === 'companyId' ? 'companyId' : 'audienceKind') : head;
        form.setError(name as keyof FormValues, { type: 'schema', message: issue.message });
      }
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (broadcast) => {
        notify({ variant: 'success', title: NotificationMessage.broadcastQueued, description: `${broadcast.recipients} recipients` });
        form.reset(defaults);
      },
      onError: notifyApiError,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Compose broadcast">
      <InputField label="Title" maxLength={BROADCAST_LIMITS.titleMax} error={errors.title?.message} {...form.register('title')} />
      <TextareaField label="Message" rows={4} maxLength={BROADCAST_LIMITS.messageMax} error={errors.message?.message} {...form.register('message')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Audience" error={errors.audienceKind?.message} {...form.register('audienceKind')}>
          <option value="everyone">Everyone</option>
          <option value="role">People with a role</option>
          <option value="company_type">Companies of a business type</option>
          <option value="company">One company</option>
        </SelectField>
        {kind === 'role' ? (
          <SelectField label="Role" {...form.register('role')}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {role.replace(/^ROLE_/, '').replace(/_/g, ' ').toLowerCase()}
              </option>
            ))}
          </SelectField>
        ) : kind === 'company_type' ? (
          <SelectField label="Business type" error={errors.businessTypeId?.message} {...form.register('businessTypeId')}>
            <option value="">Choose…</option>
            {businessTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </SelectField>
        ) : kind === 'company' ? (
          <InputField label="Company id" inputMode="numeric" error={errors.companyId?.message} {...form.register('companyId')} />
        ) : null}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Channels</legend>
        <Controller
          control={form.control}
          name="channels"
          render={({ field }) => (
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(Object.keys(channelLabels) as NotificationChannel[]).map((channel) => (
                <CheckboxField
                  key={channel}
                  label={channelLabels[channel]}
                  checked={field.value.includes(channel)}
                  onChange={(event) => field.onChange(event.target.checked ? [...field.value, channel] : field.value.filter((c) => c !== channel))}
                />
              ))}
            </div>
          )}
        />
        {errors.channels?.message ? <p className="text-sm text-destructive">{errors.channels.message}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Priority" {...form.register('priority')}>
          {notificationPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {priority[0]!.toUpperCase() + priority.slice(1)}
            </option>
          ))}
        </SelectField>
        <div className="self-end pb-2">
          <CheckboxField
            label="Compliance notice"
            hint="Cannot be muted, ignores quiet hours, proof of notice kept."
            {...form.register('compliance')}
          />
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Megaphone aria-hidden="true" />}
          Send broadcast
        </Button>
      </div>
    </form>
  );
}
