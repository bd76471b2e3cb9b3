import { useState } from 'react';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { profileSectionFailure, profileSections, type ProfileSection, type ProfileSectionInput, type ProfileSectionItem } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAddProfileItem } from '../api/add-profile-item';
import { useRemoveProfileItem } from '../api/remove-profile-item';
import { useUpdateProfileItem } from '../api/update-profile-item';
import { notifyProfileFailure } from '../lib/notify-failure';
import { sectionViews, toFormValues, type SectionView } from './section-config';
import { SectionItemForm } from './section-item-form';

type Editing = { kind: 'new' } | { kind: 'item'; id: number } | null;

/** One section of my profile: its entries, each editable in place, and an inline form to add one. */
export function EditableSection<S extends ProfileSection>({ section, items }: { section: S; items: ProfileSectionItem<S>[] }) {
  const view = sectionViews[section] as SectionView<ProfileSection>;
  const Item = view.Item as (props: { item: ProfileSectionItem<S> }) => React.ReactNode;
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState<number | null>(null);
  const add = useAddProfileItem(section);
  const update = useUpdateProfileItem(section);
  const remove = useRemoveProfileItem(section);
  const titleId = `profile-section-${section}`;

  const save = (input: ProfileSectionInput<ProfileSection>, itemId?: number) => {
    const typed = input as ProfileSectionInput<S>;
    const request = itemId === undefined ? add.mutateAsync(typed) : update.mutateAsync({ itemId, input: typed });
    return request.then(
      () => setEditing(null),
      (error: unknown) => {
        notifyProfileFailure(profileSectionFailure(itemId === undefined ? 'add' : 'update', section), error);
        throw error;
      },
    );
  };

  const removeItem = (itemId: number) =>
    remove.mutate(itemId, {
      onSuccess: () => setConfirmingRemoval(null),
      onError: (error) => notifyProfileFailure(profileSectionFailure('remove', section), error),
    });

  const renderActions = (item: ProfileSectionItem<S>, label: string) =>
    confirmingRemoval === item.id ? (
      <div className="flex shrink-0 items-center gap-1">
        <span className="text-xs text-muted-foreground">Remove?</span>
        <Button size="sm" variant="destructive" onClick={() => removeItem(item.id)} disabled={remove.isPending}>
          Remove
        </Button>
        <Button size="icon" variant="ghost" className="size-8" aria-label="Keep it" onClick={() => setConfirmingRemoval(null)}>
          <X aria-hidden="true" />
        </Button>
      </div>
    ) : (
      <div className="flex shrink-0 items-center">
        <Button size="icon" variant="ghost" className="size-8" aria-label={`Edit ${label}`} onClick={() => setEditing({ kind: 'item', id: item.id })}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button size="icon" variant="ghost" className="size-8" aria-label={`Remove ${label}`} onClick={() => setConfirmingRemoval(item.id)}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    );

  const labelOf = (item: ProfileSectionItem<S>) => view.itemLabel(item as ProfileSectionItem<ProfileSection>);

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <span className="text-muted-foreground">{view.icon}</span>
            {profileSections[section].title}
          </CardTitle>
          <CardDescription className="mt-1">{view.description}</CardDescription>
        </div>
        {editing?.kind !== 'new' ? (
          <Button size="sm" variant="outline" onClick={() => setEditing({ kind: 'new' })} className="shrink-0">
            <Plus aria-hidden="true" />
            <span className="max-sm:sr-only">{view.addLabel}</span>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {editing?.kind === 'new' ? (
          <SectionItemForm
            section={section}
            defaultValues={view.blank}
            submitLabel={view.addLabel}
            pending={add.isPending}
            onSubmit={(input) => save(input)}
            onCancel={() => setEditing(null)}
          />
        ) : null}

        {items.length === 0 && editing?.kind !== 'new' ? <p className="text-sm text-muted-foreground">{view.empty}</p> : null}

        {view.layout === 'chips' ? (
          <ul className="flex flex-wrap gap-2" aria-label={profileSections[section].title}>
            {items.map((item) =>
              editing?.kind === 'item' && editing.id === item.id ? (
                <li key={item.id} className="basis-full">
                  <SectionItemForm
                    section={section}
                    defaultValues={toFormValues(view, item)}
                    submitLabel="Save"
                    pending={update.isPending}
                    onSubmit={(input) => save(input, item.id)}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li key={item.id}>
                  <Badge variant="secondary" className="h-8 gap-1 pr-1 pl-3 text-sm font-normal">
                    <Item item={item} />
                    {renderActions(item, labelOf(item))}
                  </Badge>
                </li>
              ),
            )}
          </ul>
        ) : (
          <ul className="grid divide-y" aria-label={profileSections[section].title}>
            {items.map((item) => (
              <li key={item.id} className="py-3 first:pt-0 last:pb-0">
                {editing?.kind === 'item' && editing.id === item.id ? (
                  <SectionItemForm
                    section={section}
                    defaultValues={toFormValues(view, item)}
                    submitLabel="Save"
                    pending={update.isPending}
                    onSubmit={(input) => save(input, item.id)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className="flex items-start justify-between gap-3">
                    <Item item={item} />
                    {renderActions(item, labelOf(item))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
