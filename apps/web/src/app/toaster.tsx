import { Toaster } from 'sonner';

/**
 * Toasts configured to seed 000 §9: 3 visible, 4000 ms, bottom-right, theme follows the system, gap 14 px,
 * offset 32 px (88 px from the bottom on a phone), hotkey Alt+T, labels 'Notifications' and 'Close toast'. Width 356 px and the 200 ms removal
 * animation are sonner's own defaults. The seed's 20 px swipe threshold is not configurable in sonner 2
 * (its built-in threshold is 45 px).
 */
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      position="bottom-right"
      theme="system"
      gap={14}
      offset={32}
      // On a phone the toasts sit above the bottom bars (a chat's composer, the cookie banner) instead of
      // over their buttons.
      mobileOffset={{ bottom: 88 }}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: 'Close toast' }}
      closeButton
      richColors
    />
  );
}

export default AppToaster;
