import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isPathActive, NavigationProvider, useNavigation } from './navigation';

describe('useNavigation', () => {
  it('throws the exact message outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useNavigation())).toThrow('useNavigation must be used within a NavigationProvider');
    spy.mockRestore();
  });

  it('reports active paths, toggles the sidebar and allows every permission', async () => {
    function Probe() {
      const nav = useNavigation();
      return (
        <>
          <span data-testid="prefix">{String(nav.isActive('/dashboard/company-jobs'))}</span>
          <span data-testid="exact">{String(nav.isActive('/dashboard/company-jobs', true))}</span>
          <span data-testid="perm">{String(nav.hasPermission('admin_access'))}</span>
          <button onClick={nav.toggleSidebar}>{nav.sidebarCollapsed ? 'collapsed' : 'expanded'}</button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/dashboard/company-jobs/7/edit']}>
        <NavigationProvider>
          <Probe />
        </NavigationProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('prefix')).toHaveTextContent('true');
    expect(screen.getByTestId('exact')).toHaveTextContent('false');
    expect(screen.getByTestId('perm')).toHaveTextContent('true');
    await userEvent.click(screen.getByRole('button', { name: 'expanded' }));
    expect(screen.getByRole('button', { name: 'collapsed' })).toBeInTheDocument();
  });
});

describe('isPathActive', () => {
  it('matches exactly or by whole-segment prefix', () => {
    expect(isPathActive('/dashboard/events', '/dashboard/events')).toBe(true);
    expect(isPathActive('/dashboard/events/4', '/dashboard/events')).toBe(true);
    expect(isPathActive('/dashboard/events-public', '/dashboard/events')).toBe(false);
    expect(isPathActive('/dashboard/events/4', '/dashboard/events', true)).toBe(false);
    expect(isPathActive('/pricing', '/')).toBe(false);
  });
});
