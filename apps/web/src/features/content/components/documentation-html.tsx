import { cn } from '@/lib/utils';

/**
 * A documentation page's HTML. The server renders it from Markdown and sanitizes it against an allow-list
 * (apps/api/src/modules/content/render.ts) before it ever reaches the browser, so it is inserted as is.
 */
export function DocumentationHtml({ html, className, label }: { html: string; className?: string; label?: string }) {
  return (
    <div
      aria-label={label}
      className={cn(
        'documentation-prose grid gap-3 text-sm leading-6 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-xs [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-inside [&_ol]:list-decimal [&_ol]:grid [&_ol]:gap-2 [&_pre]:overflow-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-inside [&_ul]:list-disc [&_ul]:grid [&_ul]:gap-1',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
