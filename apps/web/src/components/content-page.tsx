import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { ContentBlock, ContentPageData, ContentSection } from './content-page-data';
import { Seo } from './seo';

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'p':
      return <p className="leading-7 text-muted-foreground">{block.text}</p>;
    case 'list':
      return (
        <ul className="space-y-2.5">
          {block.items.map((item) => (
            <li key={item} className="flex gap-2.5 leading-7 text-muted-foreground">
              <Check className="mt-1.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="grid gap-4 sm:grid-cols-2">
          {block.items.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-5 shadow-xs">
              <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold">{step.title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      );
    case 'cards':
      return (
        <ul className="grid gap-4 sm:grid-cols-2">
          {block.items.map((card) => (
            <li key={card.title} className="rounded-xl border bg-card p-5 shadow-xs">
              <h3 className="font-semibold">{card.title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{card.text}</p>
            </li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <dl className="grid gap-4 sm:grid-cols-3">
          {block.items.map((fact) => (
            <div key={fact.label} className="rounded-xl border bg-muted/40 p-5">
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="mt-1 text-2xl font-semibold tracking-tight">{fact.value}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

function Section({ section }: { section: ContentSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
      <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight sm:text-2xl">
        {section.title}
      </h2>
      <div className="mt-4 space-y-4">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}

/**
 * The one layout of Paytable's content pages (about, legal, security, integrations, sales deck, pricing,
 * contact): header band, optional table of contents, sections from data, optional extra content and a
 * closing call to action. Pages supply data (features/site/content/*, features/contact/content/*), never markup of their own.
 */
export function ContentPage({
  page,
  children,
  aside,
  wide = false,
}: {
  page: ContentPageData;
  /** Extra content after the sections (pricing table, contact form). */
  children?: ReactNode;
  /** Side column on wide screens (after the table of contents). */
  aside?: ReactNode;
  /** Let the content use the full page width instead of a reading measure. */
  wide?: boolean;
}) {
  const showToc = page.toc && page.sections.length > 2;
  return (
    <>
      <Seo title={page.title} description={page.description} path={page.path} />
      <div className="relative overflow-hidden border-b bg-muted/30">
        <div aria-hidden="true" className="pointer-events-none absolute -top-32 right-0 h-72 w-[40rem] rounded-full bg-brand-gradient opacity-10 blur-3xl" />
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{page.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{page.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-pretty text-muted-foreground">{page.intro}</p>
          {page.updated ? (
            <p className="mt-4 text-sm text-muted-foreground">
              Last updated <time dateTime={page.updated.iso}>{page.updated.label}</time>
            </p>
          ) : null}
        </div>
      </div>
      <div
        className={cn(
          'mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8',
          showToc || aside ? 'lg:grid-cols-[minmax(0,1fr)_18rem]' : '',
        )}
      >
        <div className={cn('min-w-0 space-y-12', !wide && 'max-w-3xl')}>
          {page.sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
          {children}
        </div>
        {showToc || aside ? (
          <aside className={cn(showToc && 'order-first lg:order-none')}>
            <div className="space-y-6 lg:sticky lg:top-24">
              {showToc ? (
                <nav aria-label="On this page" className="rounded-xl border bg-card p-5">
                  <h2 className="text-sm font-semibold">On this page</h2>
                  <ol className="mt-3 space-y-2 text-sm">
                    {page.sections.map((section) => (
                      <li key={section.id}>
                        <a href={`#${section.id}`} className="text-muted-foreground hover:text-foreground">
                          {section.title}
                        </a>
                      </li>
                    ))}
                  </ol>
                </nav>
              ) : null}
              {aside}
            </div>
          </aside>
        ) : null}
      </div>
      {page.cta ? (
        <section aria-labelledby="page-cta-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
          <div className="flex flex-col items-start gap-6 rounded-2xl bg-brand-gradient p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="page-cta-title" className="text-2xl font-semibold tracking-tight">
                {page.cta.title}
              </h2>
              <p className="mt-2 text-white/90">{page.cta.text}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button size="lg" variant="secondary" asChild>
                <Link to={page.cta.primary.to}>
                  {page.cta.primary.label} <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              {page.cta.secondary ? (
                <Button size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white dark:bg-transparent" asChild>
                  <Link to={page.cta.secondary.to}>{page.cta.secondary.label}</Link>
                </Button>
              ) : null}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
