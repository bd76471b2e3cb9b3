import { Link } from 'react-router';
import { ArrowRight, Building2, CalendarDays, Gamepad2, Globe2, Newspaper, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';

const badges = ['Thousands of Providers', 'Thousands of Games', 'Live Listings', 'Daily Updates', 'Global Events', 'Active Community'];

const highlights = [
  { icon: Building2, title: 'Services marketplace', text: 'Payments, banking, compliance and KYC, outsourcing — vetted providers in one place.' },
  { icon: Gamepad2, title: 'Casino games marketplace', text: 'Discover game suppliers and their portfolios, ready for integration.' },
  { icon: Users, title: 'Professional network', text: 'Connect with people and companies across the industry and message them directly.' },
  { icon: Newspaper, title: 'Jobs & press', text: 'Industry jobs, press releases and news from the companies you follow.' },
  { icon: CalendarDays, title: 'Industry events', text: 'Find the events that matter and meet the people attending them.' },
  { icon: ShieldCheck, title: 'Self-service integrations', text: 'Connect providers with operators and game suppliers without the back-and-forth.' },
];

/** Landing page (seed 000 §2). The router's RedirectIfAuthenticated sends signed-in users to /dashboard. */
export default function LandingPage() {
  return (
    <>
      <section className="relative overflow-hidden">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-brand-gradient opacity-15 blur-3xl" />
        </div>
        <div className="mx-auto max-w-5xl px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28 lg:px-8">
          <p className="mx-auto inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
            <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
            Exclusive beta access is open
          </p>
          <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
            The B2B network and marketplace for{' '}
            <span className="bg-brand-gradient bg-clip-text text-transparent">iGaming</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            Operators, game suppliers and service providers meet, partner and integrate on one platform — from payments
            and compliance to games, jobs, press and events.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button size="lg" variant="brand" asChild>
              <Link to="/self-service-integrations">
                Join Exclusive Beta <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/register">Get Started</Link>
            </Button>
          </div>
          <ul className="mt-12 flex flex-wrap justify-center gap-2" aria-label="Platform highlights">
            {badges.map((b) => (
              <li key={b} className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
                <Globe2 className="size-3.5 text-success" aria-hidden="true" />
                {b}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
        <h2 id="features-title" className="sr-only">
          What Paytable offers
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md">
              <div className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden="true">
                <Icon className="size-5" />
              </div>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
