import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Cookie, X } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { SiteLink } from '@/components/site-link';
import { readCookieConsent, type CookieConsent } from '@/lib/cookie-consent';
import { safeStorage, storageKeys } from '@/lib/storage-keys';

export { readCookieConsent, type CookieConsent };

/** The banner's height, reserved below the page (styles.css pads the body with it) while it shows. */
const RESERVED_SPACE = '--cookie-banner-space';

/**
 * Keeps the page's end clear of the fixed banner: whatever sits at the bottom of a page (Sign In, the
 * landing call to action) can always be scrolled above it, so the banner never covers a primary action.
 */
function useReservedSpace(element: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(RESERVED_SPACE, `${Math.ceil(node.getBoundingClientRect().height)}px`);
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(RESERVED_SPACE);
    };
  }, [element]);
}

/**
 * Fixed bottom banner (seed 000 §2); stores 'accepted' or 'declined' under 'cookie-consent'. It shows on
 * the landing page right after hydration, so it styles plain buttons (no tailwind-merge, no Radix Slot).
 */
export function CookieConsentBanner() {
  const [consent, setConsent] = useState<CookieConsent | null>(readCookieConsent);
  if (consent) return null;
  return <Banner onChoose={setConsent} />;
}

function Banner({ onChoose }: { onChoose: (value: CookieConsent) => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useReservedSpace(ref);

  const choose = (value: CookieConsent) => {
    safeStorage.set(storageKeys.cookieConsent, value);
    onChoose(value);
  };

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 p-2 sm:p-4"
    >
      <div className="relative mx-auto flex max-w-4xl flex-col gap-2.5 rounded-xl border bg-card/95 p-3 text-card-foreground shadow-2xl backdrop-blur sm:flex-row sm:items-center sm:gap-4 sm:p-5 sm:pr-12">
        <div className="flex flex-1 gap-3 pr-8 sm:pr-0">
          <Cookie className="mt-0.5 hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
          <div>
            {/* On a phone the sentence is left to screen readers: the banner stays two short rows. */}
            <div className="flex flex-wrap items-baseline gap-x-2">
              <h2 id={titleId} className="text-sm font-semibold">
                We use cookies
              </h2>
              <SiteLink to="/privacy" className="text-sm font-medium text-primary underline-offset-4 hover:underline sm:hidden">
                Privacy policy
              </SiteLink>
            </div>
            <p id={descriptionId} className="sr-only sm:not-sr-only sm:mt-1 sm:text-sm sm:text-muted-foreground">
              Essential cookies keep you signed in and secure; with your permission, others help us improve Paytable.{' '}
              <SiteLink to="/privacy" className="hidden font-medium text-primary underline-offset-4 hover:underline sm:inline">
                Privacy policy
              </SiteLink>
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
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
          className="absolute top-2 right-2 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:top-3 sm:right-3"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

export default CookieConsentBanner;
