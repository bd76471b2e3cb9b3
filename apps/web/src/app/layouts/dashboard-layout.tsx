import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { ErrorBoundary } from '@/components/error-boundary';
import { Logo } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { PageLoader } from '@/components/full-screen-loader';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useAuthStore } from '@/features/auth/store';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { NotificationBell } from '@/features/notifications';
import { SearchBox } from '@/features/search/components/search-box';
import { cn } from '@/lib/utils';
import { useNavigation } from '../navigation';
import { SidebarNav } from './dashboard-sidebar';
import { DashboardRealtime, MessagesNavButton } from './realtime-widgets';
import { UserMenu } from './user-menu';

export function DashboardLayout() {
  const { sidebarCollapsed, toggleSidebar } = useNavigation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  return (
    <div className="flex min-h-dvh bg-background">
      <SkipLink />
      <aside
        aria-label="Sidebar"
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 lg:flex',
          sidebarCollapsed ? 'w-16' : 'w-64',
        )}
      >
        <div className={cn('flex h-16 items-center border-b border-sidebar-border', sidebarCollapsed ? 'justify-center' : 'px-4')}>
          <Logo size="sm" showText={!sidebarCollapsed} to="/dashboard" />
        </div>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav collapsed={sidebarCollapsed} />
        </div>
        <div className={cn('border-t border-sidebar-border p-2', sidebarCollapsed && 'flex justify-center')}>
          <Button
            variant="ghost"
            size={sidebarCollapsed ? 'icon' : 'sm'}
            onClick={toggleSidebar}
            aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!sidebarCollapsed}
            className={cn(!sidebarCollapsed && 'w-full justify-start text-muted-foreground')}
          >
            {sidebarCollapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            {sidebarCollapsed ? null : 'Collapse'}
          </Button>
        </div>
      </aside>

      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent side="left" className="w-72 bg-sidebar p-0" aria-describedby={undefined}>
          <SheetHeader className="h-16 justify-center border-b border-sidebar-border">
            <SheetTitle>Menu</SheetTitle>
          </SheetHeader>
          <div className="flex-1 overflow-y-auto">
            <SidebarNav onNavigate={() => setMobileOpen(false)} />
          </div>
        </SheetContent>
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background/80 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/65 sm:px-6">
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" onClick={() => setMobileOpen(true)}>
            <Menu aria-hidden="true" />
          </Button>
          <div className="flex shrink-0 items-center lg:hidden">
            <Logo size="md" showText={false} to="/dashboard" />
          </div>
          <SearchBox />
          <div className="ml-auto flex items-center gap-2">
            {isAuthenticated ? (
              <>
                <DashboardRealtime />
                <NotificationBell />
                <MessagesNavButton />
                <UserMenu />
              </>
            ) : (
              <>
                <Button variant="ghost" asChild className="hidden sm:inline-flex">
                  <Link to="/login">Sign In</Link>
                </Button>
                <Button asChild>
                  <Link to="/register">Get Started</Link>
                </Button>
              </>
            )}
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <VerifyEmailBanner />
          <ErrorBoundary resetKeys={[location.pathname]}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}

export default DashboardLayout;
