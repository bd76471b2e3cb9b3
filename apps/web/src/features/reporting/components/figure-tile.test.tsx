import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OverviewFigure } from '@paytable/contracts';
import { BreakdownList } from './breakdown-list';
import { FigureTile } from './figure-tile';

const figure: OverviewFigure = { key: 'signups.week', label: 'Sign-ups, 7 days', value: 1234, hint: 'Accounts created in the last 7 days', href: '/dashboard/admin/users' };

/** Text as words, the way a label-in-name check compares it: lower case, punctuation and spacing folded. */
const words = (text: string | null) => (text ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

describe('overview figures: label in name (WCAG 2.5.3)', () => {
  it('a tile link reads its visible label, value and hint as words inside its name', () => {
    render(
      <MemoryRouter>
        <FigureTile figure={figure} linked />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /^Sign-ups, 7 days: 1,234\./ });
    expect(words(link.textContent)).toBe('sign ups 7 days 1 234 accounts created in the last 7 days');
    expect(words(link.getAttribute('aria-label'))).toContain(words(link.textContent));
  });

  it('a breakdown row reads its visible label and value as words inside its name', () => {
    render(
      <MemoryRouter>
        <BreakdownList title="By business type" figures={[{ ...figure, label: 'Payment provider', value: 7 }]} canOpen={() => true} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Payment provider: 7' });
    expect(words(link.textContent)).toBe('payment provider 7');
    expect(words(link.getAttribute('aria-label'))).toContain(words(link.textContent));
  });
});
