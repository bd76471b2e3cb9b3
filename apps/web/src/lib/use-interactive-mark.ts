import { useEffect } from 'react';

/**
 * Sets `<html data-interactive>` once the app has mounted or hydrated. The landing page's HTML is on screen
 * before its code runs; end-to-end tests wait for this mark before pressing buttons.
 */
export function useInteractiveMark(): void {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
}
