import { clsx } from 'clsx';

/** Top bar links (seed 000 §2); the mobile menu sheet holds the same. */
export const publicNavLinks = [
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/self-service-integrations', label: 'Integrations' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Classes of a top bar or menu sheet link (joined, not merged: nothing here overrides, see components/site-link.tsx). */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );
