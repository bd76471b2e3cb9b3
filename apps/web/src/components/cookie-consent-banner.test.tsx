import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CookieConsentBanner } from './cookie-consent-banner';

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CookieConsentBanner />
    </MemoryRouter>,
  );

describe('CookieConsentBanner', () => {
  it('is a labelled dialog until the visitor chooses', () => {
    renderBanner();
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'We use cookies' })).toBeInTheDocument();
  });

  it("stores 'accepted' and hides when all cookies are accepted", async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it("stores 'declined' from the decline button", async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Decline non-essential' }));
    expect(window.localStorage.getItem('cookie-consent')).toBe('declined');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('treats the close icon as a decline', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(window.localStorage.getItem('cookie-consent')).toBe('declined');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('reserves its height below the page while it shows, and gives it back once the visitor chooses', async () => {
    const height = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 132.4 } as DOMRect);
    renderBanner();
    expect(document.documentElement.style.getPropertyValue('--cookie-banner-space')).toBe('133px');
    await userEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(document.documentElement.style.getPropertyValue('--cookie-banner-space')).toBe('');
    height.mockRestore();
  });

  it('stays hidden once a choice is stored', () => {
    window.localStorage.setItem('cookie-consent', 'declined');
    renderBanner();
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });
});
