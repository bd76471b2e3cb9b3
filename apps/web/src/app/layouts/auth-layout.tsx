import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { PageLoader } from '@/components/full-screen-loader';

/** Centered card for sign-in, registration and account recovery screens. */
export function AuthLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-muted/40 px-4 py-10">
      <SkipLink />
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-brand-gradient opacity-[0.08] blur-3xl" />
      <div className="relative w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo size="md" />
        </div>
        <main id="main-content" tabIndex={-1} className="rounded-2xl border bg-card p-6 text-card-foreground shadow-xl shadow-primary/5 outline-none sm:p-8">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          <Link to="/terms" className="hover:text-foreground">
            Terms
          </Link>
          <span aria-hidden="true"> · </span>
          <Link to="/privacy" className="hover:text-foreground">
            Privacy
          </Link>
          <span aria-hidden="true"> · </span>© 2024 Paytable
        </p>
      </div>
    </div>
  );
}

export default AuthLayout;
