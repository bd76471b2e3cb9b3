import { useEffect } from 'react';
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { profileSectionNames, profileSections, ProfileMessage, type Profile, type ProfileSection, type ProfileSectionItem } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useMyProfile } from '../api/get-my-profile';
import { AboutCard } from '../components/about-card';
import { CompletionChecklist } from '../components/completion-checklist';
import { CompletionMeter } from '../components/completion-meter';
import { EditableSection } from '../components/editable-section';
import { PhotoControls } from '../components/photo-controls';
import { ProfileIdentity } from '../components/profile-identity';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { notifyProfileFailure } from '../lib/notify-failure';

export type MyProfilePageProps = {
  /** Called with the new photo URL (null when removed), so app/ can refresh the signed-in user's avatar. */
  onPhotoChange?: (profileImageUrl: string | null) => void;
};

function Sections({ profile }: { profile: Profile }) {
  return profileSectionNames.map((section) => (
    <EditableSection key={section} section={section} items={profile[profileSections[section].list] as ProfileSectionItem<ProfileSection>[]} />
  ));
}

/** /dashboard/my-profile — every section of my profile, edited in place, with what is left to fill. */
export function MyProfilePage({ onPhotoChange }: MyProfilePageProps) {
  const query = useMyProfile();
  useEffect(() => {
    if (query.isError) notifyProfileFailure(ProfileMessage.fetchFailed, query.error);
  }, [query.isError, query.error]);

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <DataError context="your profile" onRetry={() => void query.refetch()} />;
  const profile = query.data;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <Card className="lg:col-span-2">
        <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-end">
          <ProfileIdentity
            profile={profile}
            headlinePlaceholder="Add a headline so partners know what you do"
            below={<PhotoControls hasPhoto={profile.profilePhoto !== null} onPhotoChange={onPhotoChange} />}
          />
          <div className="grid gap-3">
            <CompletionMeter percentage={profile.completionPercentage} />
            <Button asChild variant="outline" size="sm" className="justify-self-start lg:justify-self-end">
              <Link to={`/dashboard/profile/${profile.userId}`}>
                <Eye aria-hidden="true" /> View as others see it
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      <aside className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-2 lg:self-start" aria-label="Profile completion">
        <CompletionChecklist profile={profile} />
      </aside>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6 lg:col-start-1 lg:row-start-2">
        <AboutCard profile={profile} />
        <Sections profile={profile} />
      </div>
    </div>
  );
}

export default MyProfilePage;
