import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { routes } from './router';
import { dashboardPages, publicPages, authPages } from './route-table';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function signIn(roles: string[]) {
  act(() =>
    useAuthStore.getState().setSession({
      token: 'a.b.c',
      user: { id: 1, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', roles },
    }),
  );
}

afterEach(() => act(() => useAuthStore.getState().clear()));

describe('router', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('renders the landing page with its calls to action', async () => {
    renderAt('/');
    expect(await screen.findByRole('link', { name: /Join Exclusive Beta/ })).toHaveAttribute('href', '/self-service-integrations');
    expect(screen.getAllByRole('link', { name: 'Get Started' }).some((a) => a.getAttribute('href') === '/register')).toBe(true);
  });

  it('sends a signed-in user from / to /dashboard', async () => {
    signIn(['ROLE_USER']);
    const router = renderAt('/');
    // The first visit of the file to /dashboard transforms the dashboard's lazy modules: allow for it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('renders a placeholder page with its title inside the layout', async () => {
    renderAt('/press-releases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Press Releases' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a dashboard page to /login with a toast', async () => {
    const router = renderAt('/dashboard/settings');
    expect(await screen.findByText('Please log in to access this page', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/dashboard/settings');
  });

  it('lets a signed-out visitor open the public dashboard marketplace', async () => {
    renderAt('/dashboard/marketplace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
  });

  it('turns a user without the role away from an admin page', async () => {
    signIn(['ROLE_USER']);
    const router = renderAt('/dashboard/admin/invoices');
    expect(await screen.findByText('You do not have permission to access this page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('lets a finance admin open invoices and shows the admin group', async () => {
    signIn(['ROLE_FINANCE_ADMIN']);
    renderAt('/dashboard/admin/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Admin/ }).length).toBeGreaterThan(0);
  });

  it('registers every path of the route table', () => {
    const paths = new Set<string>();
    const walk = (list: typeof routes, prefix: string) => {
      for (const r of list) {
        const full = r.path ? `${prefix}/${r.path}`.replace(/\/+/g, '/') : prefix;
        if (r.path || r.index) paths.add(full || '/');
        if (r.children) walk(r.children, full);
      }
    };
    walk(routes, '');
    for (const p of publicPages) expect(paths).toContain(`/${p.path}`);
    for (const p of authPages) expect(paths).toContain(`/${p.path}`);
    for (const p of dashboardPages) expect(paths).toContain(p.path ? `/dashboard/${p.path}` : '/dashboard');
    expect(paths).toContain('/dashboard/admin/companies/:companyId/events/:eventId/edit');
  });
});
