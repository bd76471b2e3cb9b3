import { useState, type FormEvent } from 'react';
import { FolderTree, Pencil, Trash2 } from 'lucide-react';
import { FEEDBACK_LIMITS, FeedbackMessage, qaCategoryInputSchema, type QaCategory } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { InputField } from '@/components/form-field';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useDeleteCategory, useQaCategories, useSaveCategory } from '../api/qa';
import { QaNav } from '../components/qa-nav';
import { fieldErrors } from '../lib/field-errors';
import { notifySaved } from '../lib/format';

function CategoryForm({ category, onDone }: { category?: QaCategory; onDone: () => void }) {
  const [form, setForm] = useState({ name: category?.name ?? '', description: category?.description ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCategory();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = fieldErrors(qaCategoryInputSchema, form);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(
      { ...form, id: category?.id },
      {
        onSuccess: () => {
          notifySaved(category ? FeedbackMessage.categoryUpdated : FeedbackMessage.categoryCreated);
          onDone();
        },
        onError: notifyErrorOf(FeedbackMessage.saveFailed),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start" aria-label={category ? `Edit ${category.name}` : 'New category'} noValidate>
      <InputField label="Name" value={form.name} onChange={(event) => setForm((f) => ({ ...f, name: event.target.value }))} error={errors.name} maxLength={FEEDBACK_LIMITS.categoryNameMax} required />
      <InputField label="Description" optional value={form.description} onChange={(event) => setForm((f) => ({ ...f, description: event.target.value }))} error={errors.description} />
      <div className="flex gap-2 sm:pt-7">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/admin/qa/categories: the groups test plans are filed under. */
export default function QaCategoriesPage() {
  const categories = useQaCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="QA Categories" description="The areas of the product that test tasks are grouped under." actions={editing === 'new' ? null : <Button onClick={() => setEditing('new')}>New category</Button>} />
      <QaNav />
      {editing === 'new' ? <CategoryForm onDone={() => setEditing(null)} /> : null}
      {categories.isPending ? (
        <ListSkeleton rows={3} label="Loading categories" />
      ) : categories.isError ? (
        <DataError context="QA categories" onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState icon={<FolderTree className="size-5" />} title="No categories yet">
          Create one to file test tasks under.
        </EmptyState>
      ) : (
        <ul className="grid gap-2">
          {categories.data.map((category) =>
            editing === category.id ? (
              <li key={category.id}>
                <CategoryForm category={category} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={category.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-3">
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium break-words">{category.name}</p>
                  <p className="text-sm text-muted-foreground break-words">
                    {category.taskCount} task{category.taskCount === 1 ? '' : 's'}
                    {category.description ? ` · ${category.description}` : ''}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(category.id)} aria-label={`Edit ${category.name}`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={category.taskCount > 0 || remove.isPending}
                    title={category.taskCount > 0 ? FeedbackMessage.categoryInUse : undefined}
                    aria-label={`Delete ${category.name}`}
                    onClick={() => remove.mutate(category.id, { onSuccess: () => notifySaved(FeedbackMessage.categoryDeleted), onError: notifyErrorOf(FeedbackMessage.saveFailed) })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
