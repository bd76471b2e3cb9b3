import { useAuthStore } from '@/features/auth/store';
import { MyProfilePage } from '@/features/profiles/pages/my-profile-page';

/** Keeps the signed-in user (the account menu's avatar) in step with a new or removed profile photo. */
function syncSessionPhoto(profileImageUrl: string | null) {
  const { user, setUser } = useAuthStore.getState();
  if (user) setUser({ ...user, profileImageUrl });
}

/** /dashboard/my-profile: the profiles feature's editor, wired to the auth session. */
export default function MyProfileRoute() {
  return <MyProfilePage onPhotoChange={syncSessionPhoto} />;
}
