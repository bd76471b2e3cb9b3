import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText embeds', () => {
  it('frames only the privacy-friendly players the CSP allows', () => {
    const { container } = render(
      <RichText
        html={[
          '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Launch video"></iframe>',
          '<iframe src="https://player.vimeo.com/video/1"></iframe>',
          '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
          '<iframe src="https://evil.example/embed"></iframe>',
        ].join('')}
      />,
    );
    const sources = Array.from(container.querySelectorAll('iframe')).map((frame) => frame.getAttribute('src'));
    expect(sources).toEqual(['https://www.youtube-nocookie.com/embed/abc', 'https://player.vimeo.com/video/1']);
    expect(container.querySelector('iframe')?.getAttribute('title')).toBe('Launch video');
  });
});
