import { useEffect, useState } from 'react';
import { Briefcase } from 'lucide-react';
import { CATALOG_LIMITS, CatalogMessage, businessTypeInputSchema, type BusinessType } from '@paytable/contracts';
import { notify } from '@/lib/notify';
import { notifyFailure } from '@/lib/notify-failure';
import { CatalogueFailure } from '../lib/catalogue-messages';
import { useAdminBusinessTypes, useDeleteBusinessType, useSaveBusinessType } from '../api/business-types';
import { BulkUpload } from './bulk-upload';
import { NamedEntryForm } from './named-entry-form';
import { CatalogueList } from './catalogue-list';
import { CatalogueRow } from './catalogue-row';
import { CatalogueSheet } from './catalogue-sheet';
import { CatalogueToolbar, matches } from './catalogue-toolbar';

/** Business types (seed 001 §3): every company profile picks from them. */
export function BusinessTypesPanel() {
  const types = useAdminBusinessTypes();
  const save = useSaveBusinessType();
  const remove = useDeleteBusinessType();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<BusinessType | 'new' | null>(null);
  const current = editing === 'new' ? undefined : (editing ?? undefined);

  useEffect(() => {
    if (types.isError) notifyFailure(types.error, CatalogueFailure.fetchBusinessTypes);
  }, [types.isError, types.error]);

  const items = (types.data ?? []).filter((type) => matches(search, type.name, type.description));
  return (
    <div className="grid gap-4">
      <BulkUpload />
      <CatalogueToolbar search={search} onSearch={setSearch} searchLabel="Search business types" addLabel="New business type" onAdd={() => setEditing('new')} />
      <CatalogueList
        query={types}
        items={items}
        searching={search.trim() !== ''}
        label="business types"
        icon={<Briefcase className="size-5" />}
        renderItem={(type) => (
          <CatalogueRow
            key={type.id}
            entry={type}
            noun="business type"
            details={type.description}
            onEdit={() => setEditing(type)}
            onToggle={() => save.mutateAsync({ id: type.id, input: { name: type.name, description: type.description, isActive: !type.isActive } })}
            toggleFallback={CatalogueFailure.updateBusinessType}
            onDelete={() => remove.mutateAsync(type.id)}
            deleteFallback={CatalogueFailure.deleteBusinessType}
            inUseMessage={CatalogMessage.businessTypeInUse}
          />
        )}
      />
      <CatalogueSheet
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? `Edit ${current.name}` : 'New business type'}
        description="Companies choose their business types from this list."
      >
        <NamedEntryForm
          key={current?.id ?? 'new'}
          schema={businessTypeInputSchema}
          noun="business type"
          limits={{ nameMax: CATALOG_LIMITS.nameMax, descriptionMax: CATALOG_LIMITS.descriptionMax }}
          activeHint="Inactive business types stay on the companies that use them but cannot be picked any more."
          entry={current}
          fallback={current ? CatalogueFailure.updateBusinessType : CatalogueFailure.createBusinessType}
          onSave={async (input) => {
            await save.mutateAsync({ id: current?.id, input });
            notify({ variant: 'success', title: current ? CatalogMessage.businessTypeUpdated : CatalogMessage.businessTypeCreated });
            setEditing(null);
          }}
        />
      </CatalogueSheet>
    </div>
  );
}
