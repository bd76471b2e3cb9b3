import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loader2, Route } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { AuthHeader } from '../components/auth-header';
import { clearPendingAction, safeRelativePath, savePendingAction } from '../redirects';
import { useAuthStore } from '../store';

/**
 * /action?action=…&requestId=…&targetUrl=… — the pending-action router (seed 000 §2, §4). Signed in: go to
 * targetUrl (only a same-origin relative path; anything else falls back to /dashboard). Signed out: save
 * the action and sign in first; after login the redirect order brings the visitor back here.
 */
export function ActionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const action = params.get('action')?.trim() ?? '';
  const requestId = params.get('requestId')?.trim() ?? '';
  const rawTarget = params.get('targetUrl');
  const target = safeRelativePath(rawTarget);
  const valid = Boolean(action && rawTarget);

  useEffect(() => {
    if (!valid) return;
    const destination = target && !target.startsWith('/action') ? target : '/dashboard';
    if (isAuthenticated) {
      clearPendingAction();
      navigate(destination, { replace: true, state: { action, requestId } });
    } else {
      savePendingAction({ action, requestId, targetUrl: destination });
      notify({ variant: 'info', title: 'Please sign in to continue', id: 'pending-action' });
      navigate('/login', { replace: true });
    }
  }, [valid, isAuthenticated, action, requestId, target, navigate]);

  if (!valid) {
    return (
      <div className="text-center">
        <AuthHeader icon={Route} title="Nothing to continue" description="This link is incomplete or has expired." />
        <Button asChild className="w-full">
          <Link to={isAuthenticated ? '/dashboard' : '/'}>{isAuthenticated ? 'Go to dashboard' : 'Go to home page'}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted-foreground">
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      Taking you there…
    </div>
  );
}

export default ActionPage;
