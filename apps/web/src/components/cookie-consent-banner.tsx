import { useId, useState } from 'react';
import { Cookie, X } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { SiteLink } from '@/components/site-link';
import { readCookieConsent, type CookieConsent } from '@/lib/cookie-consent';
import { safeStorage, storageKeys } from '@/lib/storage-keys';

export { readCookieConsent, type CookieConsent };

/**
 * Fixed bottom banner (seed 000 §2); stores 'accepted' or 'declined' under 'cookie-consent'. It shows on
 * the landing page right after hydration, so it styles plain buttons (no tailwind-merge, no Radix Slot).
 */
export function CookieConsentBanner() {
  const [consent, setConsent] = useState<CookieConsent | null>(readCookieConsent);
  const titleId = useId();
  const descriptionId = useId();

  if (consent) return null;

  const choose = (value: CookieConsent) => {
    safeStorage.set(storageKeys.cookieConsent, value);
    setConsent(value);
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4"
    >
      <div className="relative mx-auto flex max-w-4xl flex-col gap-4 rounded-xl border bg-card/95 p-4 pr-12 text-card-foreground shadow-2xl backdrop-blur sm:flex-row sm:items-center sm:p-5 sm:pr-12">
        <div className="flex flex-1 gap-3">
          <Cookie className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 id={titleId} className="text-sm font-semibold">
              We use cookies
            </h2>
            <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
              Essential cookies keep you signed in and the platform secure. With your permission we also use cookies to
              understand how Paytable is used and to improve it.{' '}
              <SiteLink to="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
                Privacy policy
              </SiteLink>
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:shrink-0">
          <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={() => choose('declined')}>
            Decline non-essential
          </button>
          <button type="button" className={buttonVariants({ size: 'sm' })} onClick={() => choose('accepted')}>
            Accept all cookies
          </button>
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={() => choose('declined')}
          className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

export default CookieConsentBanner;
