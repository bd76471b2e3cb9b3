import type { ReactNode } from 'react';
import { Building2, Globe, Link2, MapPin } from 'lucide-react';
import { industryRoleLabels, type Profile } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { displayUrl } from '../lib/format';
import { ProfileAvatar } from './profile-avatar';

/**
 * The top of a profile, the same for its owner and its visitors: photo, name, headline, where they work
 * and sit in the industry, and their links. `below` holds what differs (photo controls, actions).
 */
export function ProfileIdentity({ profile, headlinePlaceholder, below }: { profile: Profile; headlinePlaceholder?: string; below?: ReactNode }) {
  const facts = [
    profile.companyName ? { icon: <Building2 aria-hidden="true" className="size-3.5" />, text: profile.companyName } : null,
    profile.location ? { icon: <MapPin aria-hidden="true" className="size-3.5" />, text: profile.location } : null,
  ].filter((fact) => fact !== null);
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <ProfileAvatar userId={profile.userId} firstName={profile.firstName} lastName={profile.lastName} photo={profile.profilePhoto} className="size-24 sm:size-28" />
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{profile.fullName}</h1>
          {profile.headline ? (
            <p className="mt-1 text-base text-foreground/85">{profile.headline}</p>
          ) : headlinePlaceholder ? (
            <p className="mt-1 text-base text-muted-foreground italic">{headlinePlaceholder}</p>
          ) : null}
        </div>
        {facts.length > 0 || profile.industryRole ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            {profile.industryRole ? <Badge variant="secondary">{industryRoleLabels[profile.industryRole]}</Badge> : null}
            {facts.map((fact) => (
              <span key={fact.text} className="inline-flex items-center gap-1.5">
                {fact.icon}
                {fact.text}
              </span>
            ))}
          </div>
        ) : null}
        {profile.website || profile.linkedinUrl ? (
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {profile.website ? (
              <a href={profile.website} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1.5 text-primary hover:underline">
                <Globe className="size-3.5" aria-hidden="true" />
                {displayUrl(profile.website)}
              </a>
            ) : null}
            {profile.linkedinUrl ? (
              <a href={profile.linkedinUrl} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1.5 text-primary hover:underline">
                <Link2 className="size-3.5" aria-hidden="true" />
                LinkedIn
              </a>
            ) : null}
          </div>
        ) : null}
        {below}
      </div>
    </div>
  );
}
