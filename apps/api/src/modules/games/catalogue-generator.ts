import type { Volatility } from '@paytable/contracts';
import type { Prng } from '../../platform/prng';

/**
 * Real-looking game sheets for demo data and benchmarks: names follow how studios actually name games
 * ("Book of Anubis", "Gates of Valhalla Megaways"), and RTP, volatility, max win and paylines follow the
 * ranges of their game type.
 */

interface ThemeWords {
  theme: string;
  /** Nouns that carry the theme into a name. */
  nouns: readonly string[];
}

const THEMES: readonly ThemeWords[] = [
  { theme: 'Ancient Egypt', nouns: ['Anubis', 'Cleopatra', 'Pharaoh', 'Scarab', 'Sphinx', 'the Nile', 'Ra', 'Horus'] },
  { theme: 'Norse Mythology', nouns: ['Valhalla', 'Odin', 'Thor', 'Freya', 'the Vikings', 'Asgard', 'Ragnarok', 'Loki'] },
  { theme: 'Greek Mythology', nouns: ['Olympus', 'Zeus', 'Athena', 'Poseidon', 'Medusa', 'Hercules', 'Atlantis', 'Hades'] },
  { theme: 'Fruits', nouns: ['Cherries', 'Lemons', 'Sevens', 'Melons', 'Fruit Stack', 'Hot Fruits', 'Bells', 'Grapes'] },
  { theme: 'Candy', nouns: ['Candy', 'Sugar', 'Lollipops', 'Gummy Bears', 'Candyland', 'Cupcakes', 'Bonbons', 'Sweets'] },
  { theme: 'Irish', nouns: ['the Leprechaun', 'Shamrocks', 'Rainbow Gold', 'the Emerald Isle', 'Clovers', 'Celtic Crowns', 'Pots of Gold', 'Dublin'] },
  { theme: 'Wild West', nouns: ['the Outlaw', 'Dead Man', 'Gold Rush', 'the Sheriff', 'Tombstone', 'Bounty', 'the Saloon', 'Mustangs'] },
  { theme: 'Asian', nouns: ['the Dragon', 'Koi', 'Jade', 'Fortune Cats', 'the Tiger', 'Lotus', 'the Emperor', 'Lanterns'] },
  { theme: 'Pirates', nouns: ['the Kraken', 'Blackbeard', 'Treasure Island', 'Doubloons', 'the Jolly Roger', 'Skulls', 'Buccaneers', 'Sea Gold'] },
  { theme: 'Animals', nouns: ['the Wolf', 'Buffalo', 'the Lion', 'Rhinos', 'Eagles', 'the Gorilla', 'Panthers', 'Bears'] },
  { theme: 'Space', nouns: ['the Stars', 'Galaxy', 'Nebula', 'Cosmic Gems', 'Mars', 'the Comet', 'Starlight', 'Orbit'] },
  { theme: 'Aztec', nouns: ['Montezuma', 'the Jaguar', 'Temples', 'Quetzalcoatl', 'Gold Idols', 'the Sun Stone', 'El Dorado', 'Jungle Gold'] },
  { theme: 'Horror', nouns: ['the Vampire', 'Haunted Manor', 'Zombies', 'the Werewolf', 'Midnight', 'Dark Souls', 'the Crypt', 'Spirits'] },
  { theme: 'Gems', nouns: ['Diamonds', 'Rubies', 'Sapphires', 'Crystal Caves', 'Emeralds', 'Gem Stacks', 'Jewels', 'Gold Bars'] },
  { theme: 'Fishing', nouns: ['Big Bass', 'the Reel', 'the Lake', 'Fishin\u2019 Frenzy', 'Catch', 'the Marlin', 'Bass Splash', 'the Harbour'] },
  { theme: 'Adventure', nouns: ['the Explorer', 'Lost Relics', 'the Temple', 'the Expedition', 'Hidden Treasure', 'the Map', 'Jungle Quest', 'Ruins'] },
  { theme: 'Sports', nouns: ['the Goal', 'Champions', 'the Pitch', 'Hat Trick', 'the Derby', 'Grand Slam', 'Penalty', 'the Cup'] },
  { theme: 'Classic Casino', nouns: ['Royal Flush', 'Blackjack', 'the Roulette', 'Baccarat', 'High Roller', 'Vegas', 'the Table', 'Aces'] },
];

const SLOT_PATTERNS = ['Book of {X}', 'Gates of {X}', 'Rise of {X}', 'Legacy of {X}', '{X} Riches', '{X} Gold', 'Wild {X}', '{X} Unleashed', 'Secrets of {X}', 'Return of {X}', '{X} Fortune', 'Hold and Win {X}'];
const SUFFIXES = ['', '', '', ' Deluxe', ' Megaways', ' 1000', ' Xmas', ' Dream Drop', ' Hold & Spin', ' Returns'];

const MECHANICS = ['Free Spins', 'Bonus Buy', 'Megaways', 'Cluster Pays', 'Hold & Win', 'Cascading Reels', 'Expanding Wilds', 'Sticky Wilds', 'Multipliers', 'Pick Bonus', 'Progressive Jackpot', 'Respins'];
const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'sv', 'fi', 'no', 'da', 'nl', 'pl', 'tr', 'ja', 'ko', 'zh', 'el', 'cs', 'hu', 'ro'];
const CURRENCIES = ['EUR', 'USD', 'GBP', 'SEK', 'NOK', 'DKK', 'CAD', 'BRL', 'MXN', 'JPY', 'PLN', 'CHF', 'AUD', 'NZD', 'ZAR', 'INR', 'TRY', 'BTC', 'ETH', 'USDT'];

export type GameKind = 'slots' | 'live' | 'table' | 'crash' | 'instant';

/** The game type (by default name) each kind is filed under. */
export const gameTypeOfKind: Record<GameKind, readonly string[]> = {
  slots: ['Video Slots', 'Video Slots', 'Video Slots', 'Megaways Slots', 'Classic Slots', 'Jackpot Slots'],
  live: ['Live Casino'],
  table: ['Table Games', 'Video Poker'],
  crash: ['Crash Games'],
  instant: ['Instant Win', 'Bingo'],
};

const LIVE_NAMES = ['Lightning Roulette', 'Speed Baccarat', 'Infinite Blackjack', 'Mega Wheel', 'Crazy Dice', 'Dream Catcher', 'Monopoly Live', 'Sic Bo Deluxe', 'Immersive Roulette', 'Football Studio', 'Power Blackjack', 'Andar Bahar', 'Dragon Tiger', 'Fan Tan', 'Auto Roulette'];
const TABLE_NAMES = ['European Roulette', 'Blackjack Multihand', 'Baccarat Pro', 'Casino Hold\u2019em', 'Three Card Poker', 'Jacks or Better', 'Deuces Wild', 'French Roulette', 'Pontoon', 'Red Dog'];
const CRASH_NAMES = ['Aviator Ascent', 'Rocket Dice', 'Spaceman Run', 'JetX Turbo', 'Crash Royale', 'Balloon Pop', 'Limbo Rush', 'Plinko Drop', 'Mines Field', 'Tower Climb'];
const INSTANT_NAMES = ['Scratch Gold', 'Lucky Tickets', 'Keno Blast', 'Slingo Riches', 'Bingo Bonanza', 'Hi-Lo Cards', 'Coin Flip', 'Wheel of Luck', 'Dice Duel', 'Treasure Scratch'];

export interface GeneratedGame {
  name: string;
  description: string;
  gameTypeName: string;
  themes: string[];
  rtpBasisPoints: number;
  volatility: Volatility;
  maxWin: number;
  paylines: number | null;
  mechanics: string[];
  releaseDate: string;
  languages: string[];
  currencies: string[];
}

const VOLATILITIES: readonly Volatility[] = ['LOW', 'MEDIUM', 'MEDIUM', 'HIGH', 'HIGH', 'VERY_HIGH'];

function releaseDate(random: Prng): string {
  // Spread over the last eight years, newest the most frequent (studios release more every year).
  const daysAgo = Math.floor(Math.pow(random.next(), 1.6) * 8 * 365);
  return new Date(Date.UTC(2026, 9, 1) - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

function nameFor(kind: GameKind, random: Prng, theme: ThemeWords): string {
  switch (kind) {
    case 'live':
      return random.pick(LIVE_NAMES);
    case 'table':
      return random.pick(TABLE_NAMES);
    case 'crash':
      return random.pick(CRASH_NAMES);
    case 'instant':
      return random.pick(INSTANT_NAMES);
    default:
      return `${random.pick(SLOT_PATTERNS).replace('{X}', random.pick(theme.nouns))}${random.pick(SUFFIXES)}`;
  }
}

/** Words of theme names that stay capitalised in running text (proper nouns and adjectives). */
const PROPER_WORDS = new Set(['Egypt', 'Norse', 'Greek', 'Irish', 'Wild', 'West', 'Asian', 'Aztec']);

/** 'a' or 'an' by the sound the phrase starts with (every theme here starts as it is spelled). */
export const withArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

/** Themes as a phrase in a sentence: "an Irish and space theme", "a Norse mythology theme". */
export function themePhrase(themes: string[]): string {
  const words = themes.map((theme) =>
    theme
      .split(' ')
      .map((word) => (PROPER_WORDS.has(word) ? word : word.toLowerCase()))
      .join(' '),
  );
  return withArticle(`${words.join(' and ')} theme`);
}

/** One game sheet of `kind` by `studio`; names may repeat, callers make them unique per provider. */
export function generateGame(random: Prng, kind: GameKind, studio: string): GeneratedGame {
  const theme = random.pick(THEMES);
  const extraTheme = random.chance(0.35) ? random.pick(THEMES).theme : undefined;
  const themes = kind === 'slots' ? [...new Set([theme.theme, ...(extraTheme ? [extraTheme] : [])])] : [kind === 'live' ? 'Live Dealer' : kind === 'crash' ? 'Multiplier' : 'Classic Casino'];
  const volatility = kind === 'live' || kind === 'table' ? random.pick<Volatility>(['LOW', 'MEDIUM']) : random.pick(VOLATILITIES);
  const rtpBase = kind === 'table' ? 9700 : kind === 'crash' ? 9700 : kind === 'live' ? 9600 : 9400;
  const rtpBasisPoints = rtpBase + random.int(0, 280);
  const maxWin =
    kind === 'slots'
      ? ({ LOW: 500, MEDIUM: 2500, HIGH: 10_000, VERY_HIGH: 50_000 } as const)[volatility] * random.int(1, 4)
      : kind === 'crash'
        ? random.pick([1000, 5000, 10_000, 1_000_000])
        : random.pick([50, 100, 500, 1000, 2000]);
  const drawnName = nameFor(kind, random, theme);
  // A Megaways slot says so in its name, type, ways and mechanics; no other game does.
  const drawnType = random.pick(gameTypeOfKind[kind]);
  const megaways = kind === 'slots' && (drawnType === 'Megaways Slots' || drawnName.includes('Megaways'));
  const gameTypeName = megaways ? 'Megaways Slots' : drawnType;
  const baseName = megaways && !drawnName.includes('Megaways') ? `${drawnName} Megaways` : drawnName;
  const name = baseName.charAt(0).toUpperCase() + baseName.slice(1);
  const paylines = kind !== 'slots' ? null : megaways ? 117_649 : random.pick([5, 10, 20, 25, 40, 243, 1024]);
  const drawnMechanics = kind === 'slots' ? random.sample(MECHANICS.filter((mechanic) => mechanic !== 'Megaways'), random.int(1, 3)) : kind === 'live' ? ['Multipliers'] : [];
  const mechanics = megaways ? ['Megaways', ...drawnMechanics] : drawnMechanics;
  return {
    name,
    description: `${name} is a ${volatility.toLowerCase().replace('_', ' ')}-volatility ${kind === 'slots' ? 'slot' : `${kind} game`} by ${studio} with ${themePhrase(themes)}, ${(rtpBasisPoints / 100).toFixed(2)}% RTP and wins up to ${maxWin.toLocaleString('en-US')}× the stake.`,
    gameTypeName,
    themes,
    rtpBasisPoints,
    volatility,
    maxWin,
    paylines,
    mechanics,
    releaseDate: releaseDate(random),
    languages: ['en', ...random.sample(LANGUAGES.slice(1), random.int(4, 14))],
    currencies: ['EUR', 'USD', ...random.sample(CURRENCIES.slice(2), random.int(3, 14))],
  };
}

/** A studio's catalogue of `count` games with names unique inside it ("… II", "… III" on a clash). */
export function generateCatalogue(random: Prng, studio: string, kinds: readonly GameKind[], count: number): GeneratedGame[] {
  const seen = new Map<string, number>();
  return Array.from({ length: count }, () => {
    const game = generateGame(random, random.pick(kinds), studio);
    const key = game.name.toLowerCase();
    const clashes = seen.get(key) ?? 0;
    seen.set(key, clashes + 1);
    return clashes === 0 ? game : { ...game, name: `${game.name} ${romanSuffix(clashes + 1)}` };
  });
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const romanSuffix = (n: number) => (n < ROMAN.length ? ROMAN[n]! : `#${n}`);
