import type { Game } from '@paytable/contracts';

/** The shapes a generated cover is drawn with; each theme family has its own. */
export type CoverMotif = 'rays' | 'waves' | 'stars' | 'rings' | 'diamonds' | 'peaks';

export type CoverDesign = {
  /** Gradient stops and the motif's colour, as CSS colours. */
  from: string;
  to: string;
  accent: string;
  motif: CoverMotif;
  /** 0–359: rotates and places the motif, so two games of one theme still differ. */
  turn: number;
  /** The first theme, shown on the cover ('Slots' when there is none). */
  label: string;
};

type Family = { hue: number; motif: CoverMotif };

/** Theme words → the colour and shapes of their family. The first match wins. */
const FAMILIES: [RegExp, Family][] = [
  [/egypt|aztec|gold|temple|el dorado/i, { hue: 38, motif: 'rays' }],
  [/norse|viking|ice|arctic/i, { hue: 205, motif: 'peaks' }],
  [/greek|olymp|myth/i, { hue: 225, motif: 'rays' }],
  [/irish|celtic|leprechaun/i, { hue: 140, motif: 'rings' }],
  [/fruit|candy|sweet/i, { hue: 335, motif: 'rings' }],
  [/west|cowboy/i, { hue: 22, motif: 'peaks' }],
  [/asian|dragon|oriental/i, { hue: 2, motif: 'waves' }],
  [/pirate|sea|fishing|ocean/i, { hue: 195, motif: 'waves' }],
  [/space|cosmic|galaxy|star/i, { hue: 258, motif: 'stars' }],
  [/horror|vampire|halloween/i, { hue: 285, motif: 'stars' }],
  [/gem|jewel|diamond|crystal/i, { hue: 178, motif: 'diamonds' }],
  [/animal|jungle|safari|adventure/i, { hue: 95, motif: 'peaks' }],
  [/sport|football/i, { hue: 150, motif: 'rings' }],
  [/live|dealer/i, { hue: 350, motif: 'diamonds' }],
  [/multiplier|crash/i, { hue: 275, motif: 'rays' }],
  [/casino|classic|table|card/i, { hue: 160, motif: 'diamonds' }],
];

/** A small stable hash (FNV-1a), so a cover never changes between visits. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The generated cover of a game without art: its theme picks the colour family and the shapes, its provider
 * shifts the hue (a studio's games look related), its name turns and places the shapes.
 */
export function coverDesign(game: Pick<Game, 'name'> & { themes?: string[]; provider?: { name: string } | null }): CoverDesign {
  const themes = game.themes ?? [];
  const family = FAMILIES.find(([pattern]) => themes.some((theme) => pattern.test(theme)))?.[1];
  const providerShift = (hashText(game.provider?.name ?? '') % 41) - 20;
  const nameHash = hashText(game.name);
  const hue = ((family?.hue ?? nameHash % 360) + providerShift + 360) % 360;
  const motifs: CoverMotif[] = ['rays', 'waves', 'stars', 'rings', 'diamonds', 'peaks'];
  return {
    from: `hsl(${hue} 72% 46%)`,
    to: `hsl(${(hue + 32) % 360} 78% 20%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 78%)`,
    motif: family?.motif ?? motifs[nameHash % motifs.length]!,
    turn: nameHash % 360,
    label: themes[0] ?? 'Slots',
  };
}
