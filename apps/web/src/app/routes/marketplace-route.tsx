import { useLocation, useSearchParams } from 'react-router';
import { Briefcase, Gamepad2 } from 'lucide-react';
import { PageHeader } from '@/components/list-states';
import { cn } from '@/lib/utils';
import { GamesBrowser } from '@/features/games/components/games-browser';
import { FeaturedRow } from '@/features/marketplace/components/featured-row';
import { ServicesBrowser } from '@/features/marketplace/components/services-browser';
import { publicPagePadding } from '@/lib/marketplace-paths';

const TABS = [
  { key: 'services', label: 'Services', icon: Briefcase },
  { key: 'games', label: 'Casino games', icon: Gamepad2 },
] as const;

/** /marketplace and /dashboard/marketplace: the services marketplace and the games feature's casino games. */
export default function MarketplaceRoute() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const tab = params.get('tab') === 'games' ? 'games' : 'services';
  return (
    // One column no wider than the page (grid-cols-1 is minmax(0, 1fr)): the featured row scrolls inside it
    // instead of widening the page to its cards' total width.
    <div className={cn('mx-auto grid w-full max-w-7xl grid-cols-1 gap-5 py-2', publicPagePadding(pathname))}>
      <PageHeader
        title="Marketplace"
        description="Payment, banking, compliance and outsourcing providers, and casino games from certified studios."
      />
      <FeaturedRow />
      <div role="tablist" aria-label="Marketplace" className="inline-flex w-full gap-1 rounded-lg bg-muted p-1 sm:w-fit">
        {TABS.map(({ key, label, icon: Icon }) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setParams(key === 'services' ? {} : { tab: key })}
            className={cn(
              'inline-flex flex-1 items-center justify-center gap-2 rounded-md px-4 py-1.5 text-sm font-medium transition-colors sm:flex-none',
              tab === key ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden="true" /> {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'games' ? <GamesBrowser /> : <ServicesBrowser />}</div>
    </div>
  );
}
