import type { ReactNode } from 'react';
import {
  ArrowRight,
  BadgeCheck,
  Briefcase,
  Building2,
  CalendarDays,
  CreditCard,
  Gamepad2,
  Landmark,
  MessagesSquare,
  PlugZap,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';
import { SiteLink } from '@/components/site-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { Seo } from '@/components/seo';

/** Seed 000 §1, word for word. */
const badges = ['Thousands of Providers', 'Thousands of Games', 'Live Listings', 'Daily Updates', 'Global Events', 'Active Community'];

const features = [
  {
    icon: Building2,
    title: 'Services marketplace',
    text: 'Payments, banking, compliance and KYC, outsourcing: compare verified providers by market, licence and integration type.',
  },
  {
    icon: Gamepad2,
    title: 'Casino games marketplace',
    text: 'Browse game suppliers and their portfolios, with the jurisdictions each title is certified for.',
  },
  {
    icon: Briefcase,
    title: 'Industry jobs',
    text: 'Hire compliance analysts, payment specialists and live-casino talent, or find your next role with companies you know.',
  },
  {
    icon: MessagesSquare,
    title: 'Networking and messaging',
    text: 'Connect with people and companies across the industry, then talk in direct and group conversations.',
  },
  {
    icon: CalendarDays,
    title: 'Industry events',
    text: 'See which events your partners attend, publish your own and plan meetings before you travel.',
  },
  {
    icon: PlugZap,
    title: 'Self-service integrations',
    text: 'Connect with providers, operators and game suppliers through guided integrations instead of months of e-mails.',
  },
];

/** Seed 000 §2: six quick-access tiles, all to /register. */
const tiles = [
  { icon: CreditCard, title: 'Payment Solutions', text: 'PSPs, acquirers and local payment methods' },
  { icon: Gamepad2, title: 'Game Providers', text: 'Studios, aggregators and live casino' },
  { icon: ShieldCheck, title: 'Compliance & KYC', text: 'Identity, AML and licensing partners' },
  { icon: Landmark, title: 'Banking Solutions', text: 'Gambling-friendly banking and settlement' },
  { icon: Briefcase, title: 'Industry Jobs', text: 'Roles across operators and suppliers' },
  { icon: Users, title: 'Networking Events', text: 'Meet partners online and in person' },
];

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-48 left-1/2 h-[34rem] w-[min(64rem,140vw)] -translate-x-1/2 rounded-full bg-brand-gradient opacity-15 blur-3xl" />
      </div>
      <div className="mx-auto max-w-5xl px-4 pt-14 pb-14 text-center sm:px-6 sm:pt-24 sm:pb-20 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
          <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
          Exclusive beta access is open
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
          The B2B network and marketplace for <span className="text-primary">iGaming</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
          Operators, game suppliers and service providers meet, partner and integrate on one platform — from payments and
          compliance to games, jobs, press and events.
        </p>
        <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <SiteLink to="/self-service-integrations" className={buttonVariants({ size: 'lg', variant: 'brand' })}>
            Join Exclusive Beta <ArrowRight aria-hidden="true" />
          </SiteLink>
          <SiteLink to="/register" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Get Started
          </SiteLink>
        </div>
        <ul className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-2" aria-label="Why Paytable">
          {badges.map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-1.5 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-secondary-foreground"
            >
              <BadgeCheck className="size-3.5 text-primary" aria-hidden="true" />
              {badge}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Features() {
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Everything your partnerships need
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">One account for sourcing partners, integrating with them and growing your network.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-5 shadow-xs">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuickAccess() {
  return (
    <section aria-labelledby="tiles-title">
      <h2 id="tiles-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Jump straight in
      </h2>
      <p className="mt-2 text-muted-foreground">Create a free account to open any of these areas.</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3">
        {tiles.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <SiteLink
              to="/register"
              className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/50 hover:bg-primary/5 sm:p-5"
            >
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <span className="font-semibold">{title}</span>
              <span className="hidden text-sm text-muted-foreground sm:block">{text}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-brand-gradient p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Be among the first companies on Paytable
          </h2>
          <p className="mt-2 text-white/90">
            The beta is invitation-paced: verified operators, suppliers and providers join in waves, so every member finds real
            partners on the other side.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <SiteLink to="/register" className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
            Get Started <ArrowRight aria-hidden="true" />
          </SiteLink>
          <SiteLink to="/pricing" className={buttonVariants({ size: 'lg', variant: 'onBrand' })}>
            See pricing
          </SiteLink>
        </div>
      </div>
    </section>
  );
}

/**
 * Landing page (seed 000 §2): hero, feature cards, quick-access tiles, call to action and the live news
 * side panel (`news`, which app/ composes in from the news feature). Served at / by the standalone landing entry (src/landing.tsx) and rendered by the SPA's
 * router on client-side navigation, so it uses no router API (components/site-link.tsx). Signed-in
 * visitors never see it: src/landing.tsx hands them to the SPA, whose guard (app/guards.tsx,
 * RedirectIfAuthenticated) sends them to /dashboard.
 */
export default function LandingPage({ news }: { news: ReactNode }) {
  return (
    <>
      <Seo
        description="Paytable is the B2B network and marketplace for the iGaming industry: payment and compliance providers, game suppliers, operators, jobs, press and events in one place."
        path="/"
      />
      <Hero />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <div className="min-w-0 space-y-14">
          <Features />
          <QuickAccess />
        </div>
        {news}
      </div>
      <CallToAction />
    </>
  );
}
