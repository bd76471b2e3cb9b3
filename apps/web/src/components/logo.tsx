import { useState } from 'react';
import { clsx } from 'clsx';
import { Layers } from 'lucide-react';
import { SiteLink } from './site-link';

const sizes = {
  sm: { box: 'size-7', icon: 'size-4', text: 'text-base' },
  md: { box: 'size-9', icon: 'size-5', text: 'text-lg' },
  lg: { box: 'size-12', icon: 'size-7', text: 'text-2xl' },
} as const;

export type LogoProps = {
  size?: keyof typeof sizes;
  /** Show the brand name next to the mark. */
  showText?: boolean;
  /** Where the logo links; pass null for a plain mark. */
  to?: string | null;
  className?: string;
};

/**
 * Brand mark (/logo.svg) with the name "Paytable"; falls back to an icon if the image fails to load. Classes
 * are joined, not merged (`className` adds, it does not override): the landing page loads no tailwind-merge.
 */
export function Logo({ size = 'md', showText = true, to = '/', className }: LogoProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const s = sizes[size];
  const content = (
    <>
      {imageFailed ? (
        <span
          data-testid="logo-fallback"
          className={clsx('inline-flex items-center justify-center rounded-lg bg-brand-gradient text-white', s.box)}
          aria-hidden="true"
        >
          <Layers className={s.icon} />
        </span>
      ) : (
        <img src="/logo.svg" alt="" aria-hidden="true" className={clsx('rounded-lg', s.box)} onError={() => setImageFailed(true)} />
      )}
      {showText ? <span className={clsx('font-semibold tracking-tight', s.text)}>Paytable</span> : <span className="sr-only">Paytable</span>}
    </>
  );
  const classes = clsx('inline-flex items-center gap-2 rounded-md text-foreground', className);
  if (to === null) return <span className={classes}>{content}</span>;
  return (
    <SiteLink to={to} className={classes} aria-label={showText ? undefined : 'Paytable home'}>
      {content}
    </SiteLink>
  );
}
