import { useEffect, useState } from 'react';
import { Landmark } from 'lucide-react';
import { CatalogMessage, type LicenseJurisdiction } from '@paytable/contracts';
import { notify } from '@/lib/notify';
import { notifyFailure } from '@/lib/notify-failure';
import { CatalogueFailure } from '../lib/catalogue-messages';
import { useAdminJurisdictions, useDeleteJurisdiction, useSaveJurisdiction } from '../api/license-jurisdictions';
import { CatalogueList } from './catalogue-list';
import { CatalogueRow } from './catalogue-row';
import { CatalogueSheet } from './catalogue-sheet';
import { CatalogueToolbar, matches } from './catalogue-toolbar';
import { JurisdictionForm } from './jurisdiction-form';

const detailsOf = (place: LicenseJurisdiction) => [place.code, place.regulator, place.countryCode].filter(Boolean).join(' · ');

/** License jurisdictions (seed 001 §3): where companies hold licences and games are certified. */
export function JurisdictionsPanel() {
  const places = useAdminJurisdictions();
  const save = useSaveJurisdiction();
  const remove = useDeleteJurisdiction();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<LicenseJurisdiction | 'new' | null>(null);
  const current = editing === 'new' ? undefined : (editing ?? undefined);

  useEffect(() => {
    if (places.isError) notifyFailure(places.error, CatalogueFailure.fetchJurisdictions);
  }, [places.isError, places.error]);

  const items = (places.data ?? []).filter((place) => matches(search, place.name, place.code, place.regulator, place.countryCode));
  return (
    <div className="grid gap-4">
      <CatalogueToolbar
        search={search}
        onSearch={setSearch}
        searchLabel="Search license jurisdictions"
        addLabel="New jurisdiction"
        onAdd={() => setEditing('new')}
      />
      <CatalogueList
        query={places}
        items={items}
        searching={search.trim() !== ''}
        label="license jurisdictions"
        icon={<Landmark className="size-5" />}
        renderItem={(place) => (
          <CatalogueRow
            key={place.id}
            entry={place}
            noun="license jurisdiction"
            details={detailsOf(place)}
            onEdit={() => setEditing(place)}
            onToggle={() =>
              save.mutateAsync({
                id: place.id,
                input: { name: place.name, code: place.code, regulator: place.regulator, countryCode: place.countryCode, isActive: !place.isActive },
              })
            }
            toggleFallback={CatalogueFailure.updateJurisdiction}
            onDelete={() => remove.mutateAsync(place.id)}
            deleteFallback={CatalogueFailure.deleteJurisdiction}
            inUseMessage={CatalogMessage.jurisdictionInUse}
          />
        )}
      />
      <CatalogueSheet
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? `Edit ${current.name}` : 'New license jurisdiction'}
        description="Companies list the jurisdictions they are licensed in; games list where they are certified."
      >
        <JurisdictionForm
          key={current?.id ?? 'new'}
          entry={current}
          fallback={current ? CatalogueFailure.updateJurisdiction : CatalogueFailure.createJurisdiction}
          onSave={async (input) => {
            await save.mutateAsync({ id: current?.id, input });
            notify({ variant: 'success', title: current ? CatalogMessage.jurisdictionUpdated : CatalogMessage.jurisdictionCreated });
            setEditing(null);
          }}
        />
      </CatalogueSheet>
    </div>
  );
}
