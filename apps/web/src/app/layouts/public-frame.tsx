import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { Logo } from '@/components/logo';
import { SiteLink, SiteNavLink } from '@/components/site-link';
import { SkipLink } from '@/components/skip-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { navLinkClass, publicNavLinks } from './public-nav';

// The sheet (Radix dialog) loads when the menu button is first pressed.
const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet'));

const footerGroups = [
  {
    title: 'Platform',
    links: [
      { to: '/marketplace', label: 'Marketplace' },
      { to: '/self-service-integrations', label: 'Integrations' },
      { to: '/press-releases', label: 'Press Releases' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/sales-deck/providers', label: 'For Providers' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
      { to: '/system-status', label: 'System Status' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/security', label: 'Security' },
      { to: '/compliance', label: 'Compliance' },
    ],
  },
] as const;

function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The top bar (seed 000 §2): logo, the main links, 'Sign In' and 'Get Started' for a visitor — or, for a
 * signed-in one, the `account` menu the SPA passes in — and the mobile menu button.
 */
export function PublicHeader({ account }: { account?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo size="sm" />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {publicNavLinks.map((l) => (
            <SiteNavLink key={l.to} to={l.to} className={navLinkClass}>
              {l.label}
            </SiteNavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {account ?? (
            <div className="hidden items-center gap-2 sm:flex">
              <SiteLink to="/login" className={buttonVariants({ variant: 'ghost' })}>
                Sign In
              </SiteLink>
              <SiteLink to="/register" className={buttonVariants()}>
                Get Started
              </SiteLink>
            </div>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

export function PublicFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="max-w-xs">
          <Logo size="sm" />
          <p className="mt-3 text-sm text-muted-foreground">
            The B2B network and marketplace for the iGaming industry: providers, operators, game suppliers and the
            people behind them.
          </p>
        </div>
        {footerGroups.map((g) => (
          <nav key={g.title} aria-label={g.title}>
            <h2 className="text-sm font-semibold">{g.title}</h2>
            <ul className="mt-3 space-y-2">
              {g.links.map((l) => (
                <li key={l.to}>
                  <SiteLink to={l.to} className="text-sm text-muted-foreground transition-colors hover:text-foreground">
                    {l.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">© 2024 Paytable</p>
      </div>
    </footer>
  );
}

/**
 * The public pages' frame: skip link, top bar, main region and footer. Router-free, so the standalone
 * landing page (app/landing-app.tsx) uses it as the SPA's public layout does.
 */
export function PublicFrame({ account, children }: { account?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader account={account} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
