import { safeStorage, storageKeys } from './storage-keys';

export type CookieConsent = 'accepted' | 'declined';

/** The visitor's stored choice (seed 000 §9: kept locally under 'cookie-consent'), or null before one. */
export function readCookieConsent(): CookieConsent | null {
  const value = safeStorage.get(storageKeys.cookieConsent);
  return value === 'accepted' || value === 'declined' ? value : null;
}
