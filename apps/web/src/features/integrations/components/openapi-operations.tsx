import { useQuery } from '@tanstack/react-query';
import { DataError } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';

interface Operation {
  summary?: string;
  tags?: string[];
  'x-access'?: unknown;
}
interface OpenApiDocument {
  info: { title: string; version: string };
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the live OpenAPI document, grouped by tag, for reading (documentation/api). */
export function OpenApiOperations() {
  const doc = useQuery({
    queryKey: ['openapi-document'],
    queryFn: async (): Promise<OpenApiDocument> => {
      const response = await fetch('/api/docs/json');
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as OpenApiDocument;
    },
  });
  if (doc.isPending) return <ListSkeleton rows={4} label="Loading the API document" />;
  if (doc.isError) return <DataError context="the API document" onRetry={() => void doc.refetch()} />;
  return (
    <>
      {(doc.data.tags ?? []).map((tag) => {
        const operations = Object.entries(doc.data.paths).flatMap(([path, item]) =>
          methods.flatMap((method) => (item[method]?.tags?.includes(tag.name) ? [{ path, method, summary: item[method]?.summary ?? '' }] : [])),
        );
        return (
          <section key={tag.name} className="grid gap-2" aria-label={tag.name}>
            <h2 className="text-lg font-semibold capitalize">{tag.name}</h2>
            <p className="text-sm text-muted-foreground">{tag.description}</p>
            <ul className="grid gap-1">
              {operations.map((operation) => (
                <li key={`${operation.method} ${operation.path}`} className="grid gap-0.5 rounded border px-3 py-2 text-sm sm:grid-cols-[4rem_minmax(0,22rem)_1fr] sm:gap-3">
                  <span className="font-mono text-xs font-semibold uppercase">{operation.method}</span>
                  <code className="break-all text-xs">{operation.path}</code>
                  <span className="text-muted-foreground">{operation.summary}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
