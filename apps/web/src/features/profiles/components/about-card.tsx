import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Pencil, UserRound } from 'lucide-react';
import {
  industryRoleLabels,
  industryRoles,
  PROFILE_LIMITS,
  ProfileMessage,
  updateMyProfileRequestSchema,
  type Profile,
} from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { InputField, SelectField, TextareaField } from '@/components/form-field';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { notifyProfileFailure } from '../lib/notify-failure';

const aboutFields = ['headline', 'industryRole', 'location', 'website', 'linkedinUrl', 'bio'] as const;
type AboutValues = Record<(typeof aboutFields)[number], string>;

const valuesOf = (profile: Profile): AboutValues => ({
  headline: profile.headline ?? '',
  industryRole: profile.industryRole ?? '',
  location: profile.location ?? '',
  website: profile.website ?? '',
  linkedinUrl: profile.linkedinUrl ?? '',
  bio: profile.bio ?? '',
});

function AboutForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const update = useUpdateMyProfile();
  const form = useForm({
    resolver: zodResolver(updateMyProfileRequestSchema),
    defaultValues: valuesOf(profile),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify({ variant: 'success', title: ProfileMessage.updated });
        onDone();
      },
      onError: (error) => {
        placeServerFieldErrors(error, form.setError, aboutFields);
        notifyProfileFailure(ProfileMessage.updateFailed, error);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Edit about">
      <InputField
        label="Headline"
        placeholder="Head of Payments at Aurora Casino Group"
        maxLength={PROFILE_LIMITS.headlineMax}
        error={errors.headline?.message}
        hint="One line that tells partners what you do."
        {...form.register('headline')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Industry role" error={errors.industryRole?.message} {...form.register('industryRole')}>
          <option value="">Choose your role in the industry</option>
          {industryRoles.map((value) => (
            <option key={value} value={value}>
              {industryRoleLabels[value]}
            </option>
          ))}
        </SelectField>
        <InputField label="Location" optional placeholder="Valletta, Malta" error={errors.location?.message} {...form.register('location')} />
        <InputField label="Website" optional placeholder="yourcompany.com" inputMode="url" error={errors.website?.message} {...form.register('website')} />
        <InputField
          label="LinkedIn"
          optional
          placeholder="linkedin.com/in/you"
          inputMode="url"
          error={errors.linkedinUrl?.message}
          {...form.register('linkedinUrl')}
        />
      </div>
      <TextareaField
        label="About"
        optional
        rows={6}
        maxLength={PROFILE_LIMITS.bioMax}
        placeholder="Your experience, the markets you know, and the partners you are looking for."
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Save
        </Button>
      </div>
    </form>
  );
}

/** The about section of my profile: read, then edit in place. */
export function AboutCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card aria-labelledby="profile-about-title">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div>
          <CardTitle id="profile-about-title" className="flex items-center gap-2">
            <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
            About
          </CardTitle>
          <CardDescription className="mt-1">Headline, role, location, links and your story.</CardDescription>
        </div>
        {!editing ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} className="shrink-0">
            <Pencil aria-hidden="true" />
            <span className="max-sm:sr-only">Edit about</span>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {editing ? (
          <AboutForm profile={profile} onDone={() => setEditing(false)} />
        ) : profile.bio ? (
          <p className="text-sm leading-relaxed whitespace-pre-line">{profile.bio}</p>
        ) : (
          <p className="text-sm text-muted-foreground">Tell partners about your experience, your markets and what you are looking for.</p>
        )}
      </CardContent>
    </Card>
  );
}
