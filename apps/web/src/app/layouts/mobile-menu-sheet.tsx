import { lazy, Suspense } from 'react';
import { SiteLink, SiteNavLink } from '@/components/site-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useAuthStore } from '@/features/auth/store';
import { withQueryClient } from '@/lib/query-client-loader';
import { navLinkClass, publicNavLinks } from './public-nav';

// Sign-out brings the API client: only signed-in visitors load it.
const SignedInActions = lazy(withQueryClient(() => import('./mobile-menu-session').then((m) => ({ default: m.SignedInActions }))));

/**
 * The mobile side sheet titled Menu (seed 000 §2): the top bar's links and the session's actions. Shared by
 * the SPA and the standalone landing page (its links are router links only inside the SPA).
 */
export function MobileMenuSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
          {publicNavLinks.map((l) => (
            <SiteNavLink key={l.to} to={l.to} className={navLinkClass} onClick={close}>
              {l.label}
            </SiteNavLink>
          ))}
        </nav>
        <Separator />
        <div className="flex flex-col gap-2 px-4">
          {isAuthenticated ? (
            <Suspense fallback={null}>
              <SignedInActions onDone={close} />
            </Suspense>
          ) : (
            <>
              <SiteLink to="/login" className={buttonVariants({ variant: 'outline' })} onClick={close}>
                Sign In
              </SiteLink>
              <SiteLink to="/register" className={buttonVariants()} onClick={close}>
                Get Started
              </SiteLink>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

export default MobileMenuSheet;
