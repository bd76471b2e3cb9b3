import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('offers line breaks only before the @ and the dots, and never breaks anywhere (no break-all)', () => {
    const { container } = render(<EmailAddress email="maria.longname@tidewater-gaming.example" />);
    const span = container.querySelector('span')!;
    expect(span.textContent).toBe('maria.longname@tidewater-gaming.example');
    expect(span.innerHTML).toBe('maria<wbr>.longname<wbr>@tidewater-gaming<wbr>.example');
    expect(span.className).not.toContain('break-all');
  });
});
