import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, NavLink, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteLink, SiteLinkProvider, SiteNavLink } from './site-link';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'current' : 'other');

function Links() {
  return (
    <>
      <SiteLink to="/register">Get Started</SiteLink>
      <SiteNavLink to="/pricing" className={navClass}>
        Pricing
      </SiteNavLink>
    </>
  );
}

describe('SiteLink and SiteNavLink', () => {
  it('are plain anchors without a provider (the standalone landing page), never the current page', () => {
    render(<Links />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    expect(pricing).toHaveAttribute('href', '/pricing');
    expect(pricing).toHaveClass('other');
    expect(pricing).not.toHaveAttribute('aria-current');
  });

  it("are the router's links inside the SPA: the current page is marked, a click navigates in the app", async () => {
    render(
      <SiteLinkProvider value={{ Link, NavLink }}>
        <MemoryRouter initialEntries={['/pricing']}>
          <Routes>
            <Route path="/pricing" element={<Links />} />
            <Route path="/register" element={<p>Registration</p>} />
          </Routes>
        </MemoryRouter>
      </SiteLinkProvider>,
    );
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    expect(pricing).toHaveClass('current');
    expect(pricing).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(screen.getByText('Registration')).toBeInTheDocument();
  });
});
