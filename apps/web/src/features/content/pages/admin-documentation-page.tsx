import { useState } from 'react';
import { Eye, History, Loader2, RotateCcw, Save } from 'lucide-react';
import { DOCUMENTATION_LIMITS, documentationSlugs, type DocumentationPage, type DocumentationSlug } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { InputField, TextareaField } from '@/components/form-field';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  useDocumentationList,
  useDocumentationPage,
  useDocumentationPreview,
  useDocumentationVersion,
  useDocumentationVersions,
  useRestoreDocumentationVersion,
  useSaveDocumentation,
} from '../api/documentation';
import { DocumentationHtml } from '../components/documentation-html';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const formatTime = (iso: string) => `${timeFormat.format(new Date(iso))} UTC`;

type Draft = { title: string; summary: string; markdown: string };
const draftOf = (page: DocumentationPage): Draft => ({ title: page.title, summary: page.summary, markdown: page.markdown });

function notifySaveError(error: unknown) {
  const e = toApiError(error);
  if (e.status === 409 || e.status === 400) notify({ variant: 'destructive', title: e.status === 409 ? 'Not saved' : 'Check the page', description: e.message });
  else notifyApiError(error);
}

function Editor({ page }: { page: DocumentationPage }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(page));
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const save = useSaveDocumentation(page.slug);
  const debounced = useDebouncedValue(draft.markdown, 400);
  const preview = useDocumentationPreview(debounced, mode === 'preview' && debounced.trim().length > 0);
  const dirty = draft.title !== page.title || draft.summary !== page.summary || draft.markdown !== page.markdown;

  const titleError = draft.title.trim() ? undefined : 'Title is required';
  const markdownError = draft.markdown.trim() ? undefined : 'Content is required';

  return (
    <form
      className="grid gap-4"
      aria-label={`Edit ${page.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (titleError || markdownError) return;
        save.mutate(
          { ...draft, baseVersion: page.latestVersion },
          { onSuccess: (saved) => notify({ title: 'Documentation saved', description: `Version ${saved.version} is live.` }), onError: notifySaveError },
        );
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <InputField label="Title" value={draft.title} maxLength={DOCUMENTATION_LIMITS.titleMax} error={titleError} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
        <InputField
          label="Summary"
          optional
          value={draft.summary}
          maxLength={DOCUMENTATION_LIMITS.summaryMax}
          onChange={(event) => setDraft({ ...draft, summary: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <div role="tablist" aria-label="Editor mode" className="flex gap-2">
          {(['write', 'preview'] as const).map((each) => (
            <Button key={each} type="button" role="tab" size="sm" variant={mode === each ? 'default' : 'outline'} aria-selected={mode === each} onClick={() => setMode(each)}>
              {each === 'write' ? 'Write' : 'Preview'}
            </Button>
          ))}
        </div>
        {mode === 'write' ? (
          <TextareaField
            label="Content (Markdown)"
            hint="Headings (##), lists, links, tables and code blocks. Scripts and embedded HTML are removed when the page is shown."
            className="min-h-96 font-mono text-sm"
            value={draft.markdown}
            maxLength={DOCUMENTATION_LIMITS.markdownMax}
            error={markdownError}
            onChange={(event) => setDraft({ ...draft, markdown: event.target.value })}
          />
        ) : (
          <section role="tabpanel" aria-label="Preview" className="min-h-96 rounded-lg border p-4">
            {!debounced.trim() ? (
              <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
            ) : preview.isPending ? (
              <ListSkeleton rows={2} label="Rendering the preview" />
            ) : preview.isError ? (
              <DataError context="the preview" onRetry={() => void preview.refetch()} />
            ) : (
              <DocumentationHtml html={preview.data.html} />
            )}
          </section>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!dirty || save.isPending || Boolean(titleError || markdownError)}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />} Save version
        </Button>
        <Button type="button" variant="outline" disabled={!dirty || save.isPending} onClick={() => setDraft(draftOf(page))}>
          Discard changes
        </Button>
        {dirty ? <span className="text-sm text-muted-foreground">Unsaved changes</span> : null}
      </div>
    </form>
  );
}

function VersionViewer({ slug, version, latestVersion, onClose }: { slug: DocumentationSlug; version: number; latestVersion: number; onClose: () => void }) {
  const query = useDocumentationVersion(slug, version);
  const restore = useRestoreDocumentationVersion(slug);
  return (
    <section className="grid gap-3 rounded-lg border p-4" aria-label={`Version ${version}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Version {version}</h3>
        <div className="flex flex-wrap gap-2">
          {version !== latestVersion ? (
            <Button
              size="sm"
              disabled={restore.isPending || !query.isSuccess}
              onClick={() =>
                restore.mutate(
                  { version, baseVersion: latestVersion },
                  {
                    onSuccess: (page) => {
                      notify({ title: 'Version restored', description: `Version ${version} is live again as version ${page.version}.` });
                      onClose();
                    },
                    onError: notifySaveError,
                  },
                )
              }
            >
              <RotateCcw aria-hidden="true" /> Restore this version
            </Button>
          ) : (
            <Badge variant="secondary">Current</Badge>
          )}
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <ListSkeleton rows={2} label={`Loading version ${version}`} />
      ) : query.isError ? (
        <DataError context={`version ${version}`} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="text-sm font-medium">{query.data.title}</p>
          <DocumentationHtml html={query.data.html} />
        </>
      )}
    </section>
  );
}

function VersionHistory({ page }: { page: DocumentationPage }) {
  const versions = useDocumentationVersions(page.slug);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <section className="grid gap-3" aria-labelledby="documentation-history">
      <h2 id="documentation-history" className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-5" aria-hidden="true" /> History
      </h2>
      {versions.isPending ? (
        <ListSkeleton rows={3} label="Loading the history" />
      ) : versions.isError ? (
        <DataError context="the history" onRetry={() => void versions.refetch()} />
      ) : versions.data.length === 0 ? (
        <EmptyState title="No saved versions yet">The page shows the text Paytable ships with. Your first save becomes version 1.</EmptyState>
      ) : (
        <ol className="grid gap-2">
          {versions.data.map((version) => (
            <li key={version.version} className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  Version {version.version}
                  {version.version === page.latestVersion ? <Badge variant="secondary">Current</Badge> : null}
                  {version.restoredFrom ? <Badge variant="outline">Restored from version {version.restoredFrom}</Badge> : null}
                </p>
                <p className="truncate text-muted-foreground">
                  {version.title} · {version.author?.name ?? 'Unknown author'} · <time dateTime={version.createdAt}>{formatTime(version.createdAt)}</time>
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => setViewing(version.version)} aria-label={`View version ${version.version}`}>
                <Eye aria-hidden="true" /> View
              </Button>
            </li>
          ))}
        </ol>
      )}
      {viewing !== null ? <VersionViewer slug={page.slug} version={viewing} latestVersion={page.latestVersion} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}

function PageEditor({ slug }: { slug: DocumentationSlug }) {
  const page = useDocumentationPage(slug);
  if (page.isPending) return <ListSkeleton rows={4} label="Loading the page" />;
  if (page.isError) return <DataError context="the documentation page" onRetry={() => void page.refetch()} />;
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
      {/* A save or a restore makes a new current version: the editor starts again from it. */}
      <Editor key={`${slug}-${page.data.latestVersion}`} page={page.data} />
      <VersionHistory key={slug} page={page.data} />
    </div>
  );
}

/** /dashboard/admin/documentation: edit the documentation pages in Markdown, preview, and browse or restore their history. */
export default function AdminDocumentationPage() {
  const list = useDocumentationList();
  const [slug, setSlug] = useState<DocumentationSlug>(documentationSlugs[0]);
  const titles = new Map(list.data?.map((page) => [page.slug, page.title]));
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Documentation"
        description="The documentation pages readers see under Integrations. Every save is kept as a version with its author and time."
        actions={
          <Button variant="outline" asChild>
            <a href={`/dashboard/documentation/${slug}`} target="_blank" rel="noopener noreferrer">
              Open the published page
            </a>
          </Button>
        }
      />
      {list.isError ? <DataError context="the documentation pages" onRetry={() => void list.refetch()} /> : null}
      <div role="tablist" aria-label="Documentation pages" className="flex flex-wrap gap-2">
        {documentationSlugs.map((each) => (
          <Button key={each} role="tab" type="button" variant={each === slug ? 'default' : 'outline'} aria-selected={each === slug} onClick={() => setSlug(each)}>
            {titles.get(each) ?? each}
          </Button>
        ))}
      </div>
      <div role="tabpanel" aria-label={titles.get(slug) ?? slug}>
        <PageEditor slug={slug} />
      </div>
    </div>
  );
}
