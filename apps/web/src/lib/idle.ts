/** Longest wait for an idle moment before the work runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `work` once the page has loaded and the main thread is idle: for code the first paint does not
 * need (toasts, the auth bootstrap of a signed-out visitor). Browsers without requestIdleCallback
 * (Safari) get a short timeout after `load`.
 */
export function runWhenIdle(work: () => void): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(work, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
