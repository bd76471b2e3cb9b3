import { createContext, useContext, type ComponentProps, type ComponentType } from 'react';

export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/** A navigation link whose classes depend on whether its page is the current one (react-router's NavLink). */
export type SiteNavLinkProps = Omit<SiteLinkProps, 'className'> & { className: (state: { isActive: boolean }) => string };

export type SiteLinkComponents = {
  Link: ComponentType<SiteLinkProps>;
  NavLink: ComponentType<SiteNavLinkProps>;
};

const SiteLinkContext = createContext<SiteLinkComponents | null>(null);

/**
 * The SPA provides react-router's Link and NavLink here (app/providers.tsx), so these links navigate on the
 * client. Without a provider they are plain anchors: the standalone landing page (src/landing.tsx) ships no
 * router, and a click there is a full page load into the SPA.
 */
export const SiteLinkProvider = SiteLinkContext.Provider;

/** A link to a page of the site, shared by the SPA and the standalone landing page. */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  const components = useContext(SiteLinkContext);
  if (components) return <components.Link to={to} {...props} />;
  return <a href={to} {...props} />;
}

/**
 * A navigation link (top bar, menu sheet). Outside the router it is on the landing page `/`, which no
 * navigation link points at: it is never the current page there.
 */
export function SiteNavLink({ to, className, ...props }: SiteNavLinkProps) {
  const components = useContext(SiteLinkContext);
  if (components) return <components.NavLink to={to} className={className} {...props} />;
  return <a href={to} className={className({ isActive: false })} {...props} />;
}
