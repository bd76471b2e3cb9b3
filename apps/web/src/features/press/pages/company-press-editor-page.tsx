import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import {
  pressCategories,
  PressFailure,
  PressMessage,
  pressReleaseInputSchema,
  type CompanyPressRelease,
  type PressCategory,
  type PressReleaseInput,
} from '@paytable/contracts';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { CheckboxField, InputField, SelectField, TextareaField } from '@/components/form-field';
import { ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useJurisdictions } from '@/lib/catalog/pick-lists';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { fromLocalInput, toLocalInput } from '@/lib/format';
import { useCompanyRelease, useReleaseActions } from '../api/press';
import { ImageManager } from '../components/image-manager';
import { ReleaseActions } from '../components/release-actions';
import { ReleaseArticle } from '../components/release-article';
import { RichTextEditor } from '../components/rich-text-editor';
import { StatusBadge } from '../components/status-badge';
import { categoryLabel } from '../lib/format';

interface Draft {
  title: string;
  summary: string;
  content: string;
  category: PressCategory;
  tags: string;
  markets: string;
  jurisdictionIds: number[];
  isPublic: boolean;
  embargoUntil: string;
}

const emptyDraft: Draft = { title: '', summary: '', content: '', category: 'COMPANY_NEWS', tags: '', markets: '', jurisdictionIds: [], isPublic: true, embargoUntil: '' };
const draftOf = (release: CompanyPressRelease): Draft => ({
  title: release.title,
  summary: release.summary,
  content: release.content,
  category: release.category,
  tags: release.tags.join(', '),
  markets: release.markets.join(', '),
  jurisdictionIds: release.jurisdictions.map((each) => each.id),
  isPublic: release.isPublic,
  embargoUntil: toLocalInput(release.embargoUntil),
});
const list = (text: string) => text.split(',').map((each) => each.trim()).filter(Boolean);
const toInput = (draft: Draft): PressReleaseInput => ({
  title: draft.title,
  summary: draft.summary,
  content: draft.content,
  category: draft.category,
  tags: list(draft.tags),
  markets: list(draft.markets),
  jurisdictionIds: draft.jurisdictionIds,
  isPublic: draft.isPublic,
  embargoUntil: fromLocalInput(draft.embargoUntil) || null,
});

function Editor({ companyId, release }: { companyId: number; release?: CompanyPressRelease }) {
  const navigate = useNavigate();
  const actions = useReleaseActions(companyId);
  const jurisdictions = useJurisdictions();
  const [draft, setDraft] = useState<Draft>(release ? draftOf(release) : emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [preview, setPreview] = useState(false);
  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(draft);
    const parsed = pressReleaseInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as Partial<Record<keyof Draft, string>>);
      return;
    }
    setErrors({});
    if (release) {
      actions.update.mutate({ id: release.id, input }, { onSuccess: () => notify({ variant: 'success', title: PressMessage.updated }), onError: notifyErrorOf(PressFailure.update) });
    } else {
      actions.create.mutate(input, {
        onSuccess: (created) => {
          notify({ variant: 'success', title: PressMessage.created, description: 'Add images, then publish or schedule it.' });
          void navigate(`/dashboard/company-press/${created.id}/edit`, { replace: true });
        },
        onError: notifyErrorOf(PressFailure.create),
      });
    }
  };

  const saving = actions.create.isPending || actions.update.isPending;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid content-start gap-4">
        <div className="flex gap-2" role="tablist" aria-label="Editor view">
          {[
            { id: false, label: 'Write' },
            { id: true, label: 'Preview' },
          ].map((tab) => (
            <button key={tab.label} type="button" role="tab" aria-selected={preview === tab.id} onClick={() => setPreview(tab.id)} className={`rounded-full border px-3 py-1 text-sm ${preview === tab.id ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted'}`}>
              {tab.label}
            </button>
          ))}
        </div>
        {preview ? (
          <div className="rounded-lg border bg-card p-4 sm:p-6">
            <ReleaseArticle
              release={{
                ...toInput(draft),
                title: draft.title || 'Untitled release',
                summary: draft.summary,
                content: draft.content,
                category: draft.category,
                tags: list(draft.tags).map((tag) => tag.toLowerCase()),
                markets: list(draft.markets).map((market) => market.toUpperCase()),
                company: release?.company ?? { id: companyId, name: 'Your company', logoUrl: null, verified: false },
                publishedAt: release?.publishedAt ?? null,
                images: release?.images ?? [],
                jurisdictions: (jurisdictions.data ?? []).filter((each) => draft.jurisdictionIds.includes(each.id)).map((each) => ({ id: each.id, name: each.name, code: each.code })),
              }}
            />
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4 rounded-lg border bg-card p-4" aria-label="Press release">
            <InputField label="Title" value={draft.title} onChange={(event) => change('title', event.target.value)} error={errors.title} maxLength={200} />
            <TextareaField label="Summary" hint="One or two sentences: lists, link previews and the PDF lead with it." value={draft.summary} onChange={(event) => change('summary', event.target.value)} error={errors.summary} rows={3} maxLength={600} />
            <div className="grid gap-1.5">
              <span id="release-content-label" className="text-sm font-medium">Content</span>
              <RichTextEditor id="release-content" value={draft.content} onChange={(html) => change('content', html)} invalid={Boolean(errors.content)} describedBy={errors.content ? 'release-content-error' : undefined} />
              {errors.content ? <p id="release-content-error" className="text-sm text-destructive">{errors.content}</p> : null}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField label="Category" value={draft.category} onChange={(event) => change('category', event.target.value as PressCategory)}>
                {pressCategories.map((category) => (
                  <option key={category} value={category}>{categoryLabel(category)}</option>
                ))}
              </SelectField>
              <InputField label="Tags" optional hint="Comma separated, e.g. slots, launch" value={draft.tags} onChange={(event) => change('tags', event.target.value)} error={errors.tags} />
              <InputField label="Markets" optional hint="Country codes, e.g. GB, MT, CA" value={draft.markets} onChange={(event) => change('markets', event.target.value)} error={errors.markets} />
              <InputField label="Embargo until" optional type="datetime-local" hint="Nobody outside your company sees it before then." value={draft.embargoUntil} onChange={(event) => change('embargoUntil', event.target.value)} error={errors.embargoUntil} />
            </div>
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Jurisdictions it concerns</legend>
              {jurisdictions.isError ? <DataError context="jurisdictions" onRetry={() => void jurisdictions.refetch()} /> : null}
              <div className="flex max-h-40 flex-wrap gap-2 overflow-y-auto">
                {(jurisdictions.data ?? []).filter((each) => each.isActive).map((each) => (
                  <label key={each.id} className="flex items-center gap-1.5 rounded-md border px-2 py-1 text-sm">
                    <input type="checkbox" className="size-4" checked={draft.jurisdictionIds.includes(each.id)} onChange={(event) => change('jurisdictionIds', event.target.checked ? [...draft.jurisdictionIds, each.id] : draft.jurisdictionIds.filter((id) => id !== each.id))} />
                    {each.name} <span className="text-xs text-muted-foreground">({each.code})</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <CheckboxField label="Public" hint="Off: only your company's members can read it." checked={draft.isPublic} onChange={(event) => change('isPublic', event.target.checked)} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={saving}>{saving ? 'Saving…' : release ? 'Save changes' : 'Save draft'}</Button>
              <Button type="button" variant="outline" onClick={() => setPreview(true)}>Preview</Button>
            </div>
          </form>
        )}
        {release ? <ImageManager releaseId={release.id} images={release.images} /> : <p className="text-sm text-muted-foreground">Save the draft to add images.</p>}
      </div>
      <aside className="grid content-start gap-3 self-start rounded-lg border bg-card p-4" aria-label="Publishing">
        <h2 className="text-base font-semibold">Publishing</h2>
        {release ? (
          <>
            <div className="flex items-center gap-2 text-sm">Status <StatusBadge status={release.status} /></div>
            <ReleaseActions release={release} companyId={companyId} />
            {release.status === 'PUBLISHED' ? <Link className="text-sm text-primary underline" to={`/press-releases/${release.id}`}>View the public page</Link> : null}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Save the draft first; then publish it now or schedule it.</p>
        )}
      </aside>
    </div>
  );
}

function EditRelease({ companyId, id }: { companyId: number; id: number }) {
  const release = useCompanyRelease(companyId, id);
  if (release.isPending) return <ListSkeleton rows={5} label="Loading the press release" />;
  if (release.isError) return <DataError context="the press release" onRetry={() => void release.refetch()} />;
  return <Editor key={release.data.id} companyId={companyId} release={release.data} />;
}

/** /dashboard/company-press/create and /dashboard/company-press/{id}/edit: editor, images, schedule, preview. */
export default function CompanyPressEditorPage() {
  const param = useParams().id;
  const id = param === undefined ? undefined : Number(param);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <Link to="/dashboard/company-press" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" /> Company press
      </Link>
      <PageHeader title={id === undefined ? 'New Press Release' : 'Edit Press Release'} />
      <CompanyAccessGate privileges={['company_press']} what="Writing press releases">
        {(companyId) => (id === undefined ? <Editor companyId={companyId} /> : <EditRelease companyId={companyId} id={id} />)}
      </CompanyAccessGate>
    </div>
  );
}
