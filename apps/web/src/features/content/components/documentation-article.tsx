import type { DocumentationSlug } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { ListSkeleton, PageHeader } from '@/components/list-states';
import { formatUtcDate } from '@/lib/format';
import { useDocumentationPage } from '../api/documentation';
import { DocumentationHtml } from './documentation-html';

/** A documentation page as readers see it: its stored title, summary and Markdown (rendered by the server). */
export function DocumentationArticle({ slug, fallbackTitle }: { slug: DocumentationSlug; fallbackTitle: string }) {
  const page = useDocumentationPage(slug);
  if (page.isPending) {
    return (
      <>
        <PageHeader title={fallbackTitle} />
        <ListSkeleton rows={3} label={`Loading ${fallbackTitle}`} />
      </>
    );
  }
  if (page.isError) {
    return (
      <>
        <PageHeader title={fallbackTitle} />
        <DataError context={fallbackTitle.toLowerCase()} onRetry={() => void page.refetch()} />
      </>
    );
  }
  const { title, summary, html, updatedAt } = page.data;
  return (
    <>
      <PageHeader
        title={title}
        description={
          <>
            {summary}
            {updatedAt ? <span className="block text-xs">Last updated {formatUtcDate(updatedAt)}</span> : null}
          </>
        }
      />
      <article aria-label={title}>
        <DocumentationHtml html={html} />
      </article>
    </>
  );
}
