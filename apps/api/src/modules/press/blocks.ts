import { Parser } from 'htmlparser2';

/** A stretch of text with its emphasis and link, as the body's HTML marks it. */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  href?: string;
}

/** One block of a release body: what every download format (PDF, Markdown, plain text) is built from. */
export interface Block {
  kind: 'heading' | 'paragraph' | 'bullet' | 'number' | 'quote' | 'code' | 'rule';
  level?: 2 | 3 | 4;
  /** 1-based number of an ordered list item. */
  ordinal?: number;
  runs: Run[];
}

const BLOCK_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'li', 'blockquote', 'pre', 'tr']);

/**
 * Reads sanitized release HTML into blocks. Only the allow-list's tags occur (sanitize.ts), so the walk
 * knows every tag it meets; text outside any block becomes a paragraph.
 */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let current: Block | undefined;
  let bold = 0;
  let italic = 0;
  let quote = 0;
  let href: string | undefined;

  const open = (block: Block) => {
    close();
    current = block;
  };
  const close = () => {
    if (current && (current.kind === 'rule' || current.runs.some((run) => run.text.trim() !== ''))) {
      const last = current.runs.at(-1);
      if (last) last.text = last.text.replace(/\s+$/, '');
      const first = current.runs[0];
      if (first) first.text = first.text.replace(/^\s+/, '');
      blocks.push(current);
    }
    current = undefined;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'strong' || name === 'b' || name === 'th') bold += 1;
        else if (name === 'em' || name === 'i') italic += 1;
        else if (name === 'a') href = attributes.href;
        else if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: Number(attributes.start ?? 1) || 1 });
        else if (name === 'blockquote') quote += 1;
        else if (name === 'br') current?.runs.push({ text: '\n', bold: false, italic: false });
        else if (name === 'hr') {
          open({ kind: 'rule', runs: [] });
          close();
        }
        if (!BLOCK_TAGS.has(name) || name === 'blockquote') return;
        if (name === 'li') {
          const list = lists.at(-1);
          open(list?.ordered ? { kind: 'number', ordinal: list.next++, runs: [] } : { kind: 'bullet', runs: [] });
        } else if (name.startsWith('h')) open({ kind: 'heading', level: Number(name.slice(1)) as 2 | 3 | 4, runs: [] });
        else if (name === 'pre') open({ kind: 'code', runs: [] });
        else if (current?.kind !== 'bullet' && current?.kind !== 'number') open({ kind: quote > 0 ? 'quote' : 'paragraph', runs: [] });
      },
      ontext(raw) {
        const text = current?.kind === 'code' ? raw : raw.replace(/\s+/g, ' ');
        if (text === '' || (!current && text.trim() === '')) return;
        if (!current) current = { kind: quote > 0 ? 'quote' : 'paragraph', runs: [] };
        current.runs.push({ text, bold: bold > 0, italic: italic > 0, ...(href ? { href } : {}) });
      },
      onclosetag(name) {
        if (name === 'strong' || name === 'b' || name === 'th') bold -= 1;
        else if (name === 'em' || name === 'i') italic -= 1;
        else if (name === 'a') href = undefined;
        else if (name === 'ul' || name === 'ol') lists.pop();
        else if (name === 'blockquote') quote -= 1;
        else if (name === 'td' || name === 'th') current?.runs.push({ text: '  ', bold: false, italic: false });
        if (BLOCK_TAGS.has(name) && name !== 'blockquote') close();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  close();
  return blocks;
}
