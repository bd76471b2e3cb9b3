import { useEffect, useState } from 'react';
import { Dices } from 'lucide-react';
import { GAME_LIMITS, GameMessage, gameTypeInputSchema, type GameType } from '@paytable/contracts';
import { notify } from '@/lib/notify';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { notifyFailure } from '@/lib/notify-failure';
import { useAdminGameTypes, useDeleteGameType, useSaveGameType, useToggleGameType } from '../api/game-types';
import { CatalogueList } from './catalogue-list';
import { CatalogueRow } from './catalogue-row';
import { CatalogueSheet } from './catalogue-sheet';
import { CatalogueToolbar } from './catalogue-toolbar';
import { NamedEntryForm } from './named-entry-form';

/** Game types (seed 001 §7): what games are filed under; searched on the server (/game-types/search). */
export function GameTypesPanel() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const types = useAdminGameTypes(term);
  const save = useSaveGameType();
  const remove = useDeleteGameType();
  const toggle = useToggleGameType();
  const [editing, setEditing] = useState<GameType | 'new' | null>(null);
  const current = editing === 'new' ? undefined : (editing ?? undefined);

  useEffect(() => {
    if (types.isError) notifyFailure(types.error, term ? GameMessage.searchGameTypes : GameMessage.fetchGameTypes);
  }, [types.isError, types.error, term]);

  return (
    <div className="grid gap-4">
      <CatalogueToolbar search={search} onSearch={setSearch} searchLabel="Search game types" addLabel="New game type" onAdd={() => setEditing('new')} />
      <CatalogueList
        query={types}
        items={types.data ?? []}
        searching={term !== ''}
        label="game types"
        icon={<Dices className="size-5" />}
        renderItem={(type) => (
          <CatalogueRow
            key={type.id}
            entry={type}
            noun="game type"
            details={type.description}
            onEdit={() => setEditing(type)}
            onToggle={() => toggle.mutateAsync(type.id)}
            toggleFallback={GameMessage.toggleGameType}
            onDelete={() => remove.mutateAsync(type.id)}
            deleteFallback={GameMessage.deleteGameType}
            inUseMessage={GameMessage.gameTypeInUse}
          />
        )}
      />
      <CatalogueSheet
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? `Edit ${current.name}` : 'New game type'}
        description="Providers file their games under a game type; buyers filter the marketplace by it."
      >
        <NamedEntryForm
          key={current?.id ?? 'new'}
          schema={gameTypeInputSchema}
          noun="game type"
          limits={{ nameMax: GAME_LIMITS.typeNameMax, descriptionMax: GAME_LIMITS.typeDescriptionMax }}
          namePlaceholder="Video slots"
          activeHint="Only active game types can be chosen for new games and shown as marketplace filters."
          entry={current}
          fallback={current ? GameMessage.updateGameType : GameMessage.createGameType}
          onSave={async (input) => {
            await save.mutateAsync({ id: current?.id, input });
            notify({ variant: 'success', title: current ? GameMessage.gameTypeUpdated : GameMessage.gameTypeCreated });
            setEditing(null);
          }}
        />
      </CatalogueSheet>
    </div>
  );
}
