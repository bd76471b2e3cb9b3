/** Data model of a content page; ContentPage (components/content-page.tsx) renders it. */
export type ContentBlock =
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'steps'; items: { title: string; text: string }[] }
  | { type: 'cards'; items: { title: string; text: string }[] }
  | { type: 'facts'; items: { label: string; value: string }[] };

export type ContentSection = { id: string; title: string; blocks: ContentBlock[] };

export type ContentLink = { to: string; label: string };

export type ContentPageData = {
  /** Route path, for the canonical link. */
  path: string;
  /** <title> (the brand is appended) — matches the route table's title. */
  title: string;
  /** Meta description: one sentence, under ~160 characters. */
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** Legal pages say when they last changed. */
  updated?: { iso: string; label: string };
  /** Show an "On this page" list of sections. */
  toc?: boolean;
  sections: ContentSection[];
  cta?: { title: string; text: string; primary: ContentLink; secondary?: ContentLink };
};
