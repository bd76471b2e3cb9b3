import { volatilityLabels, type Volatility } from '@paytable/contracts';

export const formatRtp = (rtp: number | null) => (rtp === null ? '—' : `${rtp.toFixed(2)}%`);
export const formatMaxWin = (maxWin: number | null) => (maxWin === null ? '—' : `${maxWin.toLocaleString('en-US')}×`);
export const formatVolatility = (volatility: Volatility | null) => (volatility === null ? '—' : volatilityLabels[volatility]);
export const formatReleaseDate = (date: string | null) =>
  date === null ? '—' : new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export const languageNames = (codes: string[]) => {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return codes.map((code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  });
};
