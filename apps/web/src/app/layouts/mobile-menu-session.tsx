import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSignOut } from './use-sign-out';

/** The mobile menu's actions for a signed-in visitor: dashboard, settings (seed: /dashboard/my-profile), log out. */
export function SignedInActions({ onDone }: { onDone: () => void }) {
  const signOut = useSignOut();
  return (
    <>
      <Button variant="outline" asChild>
        <Link to="/dashboard" onClick={onDone}>
          Dashboard
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/dashboard/my-profile" onClick={onDone}>
          Settings
        </Link>
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          onDone();
          signOut();
        }}
      >
        Log out
      </Button>
    </>
  );
}
