/**
 * Cuts `text` to at most `max` characters (seed 000 §9: news descriptions at 120), at a word boundary when
 * one is near, and marks the cut with an ellipsis that counts towards the limit.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= max * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:–—-]+$/, '')}…`;
}
