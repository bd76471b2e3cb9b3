import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { safeStorage, storageKeys } from '@/lib/storage-keys';

export type NavigationContextValue = {
  /** Exact match, or prefix match on a path-segment boundary unless `exact`. */
  isActive: (path: string, exact?: boolean) => boolean;
  sidebarCollapsed: boolean;
  toggleSidebar: () => void;
  setSidebarCollapsed: (collapsed: boolean) => void;
  /** Seed 000 §2: the navigation's permission check allows everything (route gates do the real work). */
  hasPermission: (permission?: string) => boolean;
};

const NavigationContext = createContext<NavigationContextValue | null>(null);

export function isPathActive(current: string, path: string, exact = false): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const a = strip(current);
  const b = strip(path);
  if (a === b) return true;
  if (exact) return false;
  return b === '/' ? false : a.startsWith(`${b}/`);
}

export function NavigationProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [sidebarCollapsed, setCollapsed] = useState(() => safeStorage.get(storageKeys.sidebarCollapsed) === 'true');

  const setSidebarCollapsed = useCallback((collapsed: boolean) => {
    safeStorage.set(storageKeys.sidebarCollapsed, String(collapsed));
    setCollapsed(collapsed);
  }, []);

  const value = useMemo<NavigationContextValue>(
    () => ({
      isActive: (path, exact) => isPathActive(pathname, path, exact),
      sidebarCollapsed,
      toggleSidebar: () => setSidebarCollapsed(!sidebarCollapsed),
      setSidebarCollapsed,
      hasPermission: () => true,
    }),
    [pathname, sidebarCollapsed, setSidebarCollapsed],
  );

  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): NavigationContextValue {
  const ctx = useContext(NavigationContext);
  if (!ctx) throw new Error('useNavigation must be used within a NavigationProvider');
  return ctx;
}
