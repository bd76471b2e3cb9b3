import { describe, expect, it } from 'vitest';
import { coverDesign } from './cover';

const game = (name: string, themes: string[], provider = 'Northlight Studios') => ({ name, themes, provider: { name: provider } });

describe('coverDesign', () => {
  it('is stable for one game and differs between games of one theme', () => {
    expect(coverDesign(game('Shamrock Riches', ['Irish']))).toEqual(coverDesign(game('Shamrock Riches', ['Irish'])));
    expect(coverDesign(game('Shamrock Riches', ['Irish'])).turn).not.toBe(coverDesign(game('Pots of Gold Deluxe', ['Irish'])).turn);
  });

  it('takes colour family and shapes from the theme, and shows the theme', () => {
    const irish = coverDesign(game('Shamrock Riches', ['Irish']));
    const space = coverDesign(game('Nebula Drift', ['Space']));
    expect(irish.motif).toBe('rings');
    expect(space.motif).toBe('stars');
    expect(irish.from).not.toBe(space.from);
    expect(irish.label).toBe('Irish');
    expect(coverDesign(game('Mystery', [])).label).toBe('Slots');
  });

  it("shifts the hue by provider, so one studio's games look related", () => {
    const a = coverDesign(game('Book of Ra', ['Ancient Egypt'], 'Studio A'));
    const b = coverDesign(game('Book of Ra', ['Ancient Egypt'], 'Studio B'));
    expect(a.motif).toBe(b.motif);
    expect(a.from).not.toBe(b.from);
  });
});
