import { useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import {
  Building2,
  CalendarDays,
  ChevronDown,
  LayoutDashboard,
  LifeBuoy,
  Plug,
  ShieldCheck,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useAuthStore, type SessionUser } from '@/features/auth/store';
import { cn } from '@/lib/utils';
import { useNavigation } from '../navigation';
import { NavBadge } from './realtime-widgets';
import { canAccess, hasAdminArea, requiredRoles } from '../route-access';
import { AREAS, dashboardHref, dashboardPages, type Area, type PageEntry } from '../route-table';

export const areaIcons: Record<Area, LucideIcon> = {
  Overview: LayoutDashboard,
  Network: Users,
  Marketplace: Store,
  Company: Building2,
  Integrations: Plug,
  'Events & Press': CalendarDays,
  Support: LifeBuoy,
  Admin: ShieldCheck,
};

export type NavGroup = { area: Area; items: { href: string; title: string; exact: boolean }[] };

/** Sidebar entries the user may see: signed-out visitors only the public pages; admin only for admin roles. */
export function visibleNavGroups(user: SessionUser | null, isAuthenticated: boolean): NavGroup[] {
  const nav = dashboardPages.filter((p) => p.nav);
  const visible = (p: PageEntry) => {
    if (!isAuthenticated) return Boolean(p.public);
    if (p.area === 'Admin' && !hasAdminArea(user)) return false;
    return canAccess(user, requiredRoles(p.path));
  };
  return AREAS.map((area) => ({
    area,
    items: nav
      .filter((p) => p.area === area && visible(p))
      .map((p) => ({
        href: dashboardHref(p.path),
        title: p.title,
        // Exact match when another entry lives under this one (dashboard home, settings, admin, …).
        exact: p.path === '' || nav.some((o) => o !== p && o.path.startsWith(`${p.path}/`)),
      })),
  })).filter((g) => g.items.length > 0);
}

export function SidebarNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const { isActive, setSidebarCollapsed } = useNavigation();
  const groups = useMemo(() => visibleNavGroups(user, isAuthenticated), [user, isAuthenticated]);
  const activeArea = groups.find((g) => g.items.some((i) => isActive(i.href, i.exact)))?.area;
  const [open, setOpen] = useState<Set<Area>>(() => new Set<Area>(['Overview', ...(activeArea ? [activeArea] : [])]));
  const toggle = (area: Area) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(area)) next.delete(area);
      else next.add(area);
      return next;
    });

  if (collapsed) {
    return (
      <nav aria-label="Dashboard" className="flex flex-col items-center gap-1 py-3">
        {groups.map((g) => {
          const Icon = areaIcons[g.area];
          const active = g.area === activeArea;
          return (
            <button
              key={g.area}
              type="button"
              title={g.area}
              aria-label={`${g.area}: expand sidebar`}
              onClick={() => {
                setOpen((prev) => new Set(prev).add(g.area));
                setSidebarCollapsed(false);
              }}
              className={cn(
                'flex size-10 items-center justify-center rounded-lg text-sidebar-foreground/70 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
                active && 'bg-sidebar-accent text-sidebar-accent-foreground',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </button>
          );
        })}
      </nav>
    );
  }

  return (
    <nav aria-label="Dashboard" className="flex flex-col gap-1 p-3">
      {groups.map((g) => {
        const Icon = areaIcons[g.area];
        const expanded = open.has(g.area) || g.area === activeArea;
        const listId = `nav-group-${g.area.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <div key={g.area}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => toggle(g.area)}
              className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-xs font-semibold tracking-wide text-sidebar-foreground/70 uppercase hover:text-sidebar-foreground"
            >
              <Icon className="size-4" aria-hidden="true" />
              <span className="flex-1 text-left">{g.area}</span>
              <ChevronDown className={cn('size-4 transition-transform', !expanded && '-rotate-90')} aria-hidden="true" />
            </button>
            <ul id={listId} hidden={!expanded} className="mb-2 space-y-0.5">
              {g.items.map((item) => {
                const active = isActive(item.href, item.exact);
                return (
                  <li key={item.href}>
                    <NavLink
                      to={item.href}
                      end={item.exact}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'block rounded-md py-1.5 pr-2 pl-8 text-sm text-sidebar-foreground/80 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
                        active && 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
                      )}
                    >
                      <span className="flex items-center justify-between gap-2">
                        {item.title}
                        <NavBadge href={item.href} />
                      </span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
