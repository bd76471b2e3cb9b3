export type SeoProps = {
  /** Page title without the brand; the brand is appended ("Pricing · Paytable"). */
  title?: string;
  description: string;
  /** Path of the page, for the canonical link and og:url. */
  path: string;
};

const BRAND_TITLE = 'Paytable — the B2B network for iGaming';

/**
 * Per-page <title>, description, canonical link and Open Graph tags. React 19 hoists these into <head>
 * and removes them when the page unmounts; index.html keeps site-wide defaults for crawlers without JS.
 */
export function Seo({ title, description, path }: SeoProps) {
  const fullTitle = title ? `${title} · Paytable` : BRAND_TITLE;
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
    </>
  );
}
