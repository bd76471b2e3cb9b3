import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function NotFound() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary" aria-hidden="true">
        <Compass className="size-7" />
      </div>
      <p className="text-sm font-semibold tracking-widest text-primary">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-3 text-muted-foreground">
        The page you are looking for does not exist or has moved. Check the address, or head back to familiar ground.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to home page</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </section>
  );
}

export default NotFound;
