import { Link, useLocation } from 'react-router';
import { ArrowLeft, Hammer } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type ComingSoonProps = {
  /** The page's title, shown as its heading. */
  title: string;
  /** Optional sentence about what the page will hold. */
  description?: string;
};

/**
 * The shared state for a route whose feature has not landed yet. Rendered inside the real layout, so
 * navigation, guards and role gates already behave as they will.
 */
export function ComingSoon({ title, description }: ComingSoonProps) {
  const { pathname } = useLocation();
  const inDashboard = pathname.startsWith('/dashboard');
  const back = inDashboard ? { to: '/dashboard', label: 'Back to dashboard' } : { to: '/', label: 'Back to home' };
  return (
    <section aria-labelledby="placeholder-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary" aria-hidden="true">
        <Hammer className="size-7" />
      </div>
      <h1 id="placeholder-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">
        This area is on its way. We are building it right now and it will appear here as soon as it is ready.
      </p>
      {description ? <p className="mt-2 text-sm text-muted-foreground">{description}</p> : null}
      <Button variant="outline" className="mt-8" asChild>
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
    </section>
  );
}
