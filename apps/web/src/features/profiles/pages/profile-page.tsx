import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CalendarDays, UserX } from 'lucide-react';
import { profileSectionNames, profileSections, ProfileMessage, type Profile, type ProfileSection, type ProfileSectionItem } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { statusOf } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { ProfileIdentity } from '../components/profile-identity';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { sectionViews, type SectionView } from '../components/section-config';
import { notifyProfileFailure } from '../lib/notify-failure';

export type ProfilePageProps = {
  /** Buttons beside the name: app/ passes the networking feature's connect button, or "Edit profile". */
  actions?: ReactNode;
};

function ReadOnlySection({ section, items }: { section: ProfileSection; items: ProfileSectionItem<ProfileSection>[] }) {
  const view = sectionViews[section] as SectionView<ProfileSection>;
  const Item = view.Item;
  const titleId = `public-section-${section}`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <span className="text-muted-foreground">{view.icon}</span>
          {profileSections[section].title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {view.layout === 'chips' ? (
          <ul className="flex flex-wrap gap-2">
            {items.map((item) => (
              <li key={item.id} className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground">
                <Item item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="grid divide-y">
            {items.map((item) => (
              <li key={item.id} className="py-3 first:pt-0 last:pb-0">
                <Item item={item} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PublicProfile({ profile, actions }: { profile: Profile; actions?: ReactNode }) {
  const filled = profileSectionNames.filter((section) => profile[profileSections[section].list].length > 0);
  const memberSince = new Date(profile.memberSince).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <Card>
        <CardContent>
          <ProfileIdentity
            profile={profile}
            below={
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                  <CalendarDays className="size-3.5" aria-hidden="true" /> Member since {memberSince}
                </span>
                {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
              </div>
            }
          />
        </CardContent>
      </Card>
      {profile.bio ? (
        <Card>
          <CardHeader>
            <CardTitle>About</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm leading-relaxed whitespace-pre-line">{profile.bio}</p>
          </CardContent>
        </Card>
      ) : null}
      {filled.map((section) => (
        <ReadOnlySection key={section} section={section} items={profile[profileSections[section].list] as ProfileSectionItem<ProfileSection>[]} />
      ))}
      {!profile.bio && filled.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center text-sm text-muted-foreground">
            {profile.firstName} has not added experience or skills yet.
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function ProfileNotFound() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground" aria-hidden="true">
        <UserX className="size-7" />
      </div>
      <h1 className="text-xl font-semibold tracking-tight">{ProfileMessage.notFound}</h1>
      <p className="mt-2 text-sm text-muted-foreground">This member does not exist or their account is no longer active.</p>
      <Button asChild className="mt-6">
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </div>
  );
}

/** /dashboard/profile/:userId — a member's public profile. */
export function ProfilePage({ actions }: ProfilePageProps) {
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  const query = useProfile(userId);
  const missing = !valid || (query.isError && statusOf(query.error) === 404);
  useEffect(() => {
    if (query.isError && statusOf(query.error) !== 404) notifyProfileFailure(ProfileMessage.fetchUserFailed, query.error);
  }, [query.isError, query.error]);

  if (missing) return <ProfileNotFound />;
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <DataError context="this profile" onRetry={() => void query.refetch()} />;
  return <PublicProfile profile={query.data} actions={actions} />;
}

export default ProfilePage;
