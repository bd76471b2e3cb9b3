import { Link, useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/features/auth/store';
import { ConnectButton } from '@/features/connections';
import { ProfilePage } from '@/features/profiles/pages/profile-page';

/**
 * /dashboard/profile/:userId: a member's public profile. On my own profile the action is "Edit profile";
 * on someone else's, this is where the networking feature's connect button goes.
 */
export default function ProfileRoute() {
  const userId = Number(useParams().userId);
  const myId = useAuthStore((state) => state.user?.id);
  const actions =
    myId === userId ? (
      <Button asChild size="sm" variant="outline">
        <Link to="/dashboard/my-profile">
          <Pencil aria-hidden="true" /> Edit profile
        </Link>
      </Button>
    ) : Number.isInteger(userId) && userId > 0 ? (
      <ConnectButton userId={userId} />
    ) : undefined;
  return <ProfilePage actions={actions} />;
}
