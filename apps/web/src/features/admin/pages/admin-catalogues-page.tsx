import { Briefcase, Dices, Landmark } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/list-states';
import { cn } from '@/lib/utils';
import { BusinessTypesPanel } from '../components/business-types-panel';
import { GameTypesPanel } from '../components/game-types-panel';
import { JurisdictionsPanel } from '../components/jurisdictions-panel';

const TABS = [
  { key: 'business-types', label: 'Business types', short: 'Business', icon: Briefcase },
  { key: 'jurisdictions', label: 'License jurisdictions', short: 'Jurisdictions', icon: Landmark },
  { key: 'game-types', label: 'Game types', short: 'Games', icon: Dices },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

/** /dashboard/admin/catalogues — business types, license jurisdictions and game types (seed 001 §3, §7). */
export function AdminCataloguesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'business-types';
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <PageHeader title="Catalogues" description="The lists companies and games pick from. Deactivate an entry in use instead of deleting it." />
      <div role="tablist" aria-label="Catalogues" className="grid w-full grid-cols-3 gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:w-fit">
        {TABS.map(({ key, label, short, icon: Icon }) => (
          <button
            key={key}
            id={`catalogue-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`catalogue-panel-${key}`}
            onClick={() => setParams(key === 'business-types' ? {} : { tab: key }, { replace: true })}
            className={cn(
              'inline-flex min-w-0 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap transition-colors sm:gap-2 sm:px-4',
              tab === key ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span className="sm:hidden">{short}</span>
            <span className="hidden sm:inline">{label}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`catalogue-panel-${tab}`} aria-labelledby={`catalogue-tab-${tab}`}>
        {tab === 'business-types' ? <BusinessTypesPanel /> : null}
        {tab === 'jurisdictions' ? <JurisdictionsPanel /> : null}
        {tab === 'game-types' ? <GameTypesPanel /> : null}
      </div>
    </div>
  );
}

export default AdminCataloguesPage;
