import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('keeps the allowed structure and drops scripts, handlers and unsafe links', () => {
    const { container } = render(
      <RichText html={'<h3>Role</h3><ul><li><strong>AML</strong></li></ul><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:evil()">bad</a><a href="https://example.com" onclick="x()">good</a>'} />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Role');
    expect(container.querySelector('li strong')?.textContent).toBe('AML');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com']);
    expect(links[0]?.getAttribute('onclick')).toBeNull();
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.textContent).toContain('bad');
  });

  it('turns plain text into paragraphs without reading it as HTML', () => {
    const { container } = render(<RichText html={'Bonus < 20% & shares\n\nSecond'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Bonus < 20% & shares', 'Second']);
  });
});
