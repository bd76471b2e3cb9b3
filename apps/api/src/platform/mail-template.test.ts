import { describe, expect, it } from 'vitest';
import { actionMail } from './mail-template';

describe('mail template', () => {
  const mail = actionMail({
    to: 'ana@example.com',
    subject: 'Join <Acme & Co>',
    greeting: 'Hi Ana,',
    paragraphs: ['Bob "the builder" invited you to <Acme & Co>.'],
    action: { label: 'Join Acme', url: 'https://paytable.test/join?a=1&b=2' },
    footer: 'The link works once.',
  });

  it('writes the plain-text part with greeting, action link, footer and sign-off', () => {
    expect(mail.text).toBe(
      ['Hi Ana,', '', 'Bob "the builder" invited you to <Acme & Co>.', '', 'Join Acme: https://paytable.test/join?a=1&b=2', '', 'The link works once.', '', '— Paytable'].join('\n'),
    );
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'Join <Acme & Co>' });
  });

  it('escapes every text and the link in the HTML part', () => {
    expect(mail.html).toContain('<p>Bob &quot;the builder&quot; invited you to &lt;Acme &amp; Co&gt;.</p>');
    expect(mail.html).toContain('href="https://paytable.test/join?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<Acme');
  });

  it('leaves out the greeting and footer a mail does not have', () => {
    const bare = actionMail({ to: 'x@example.com', subject: 's', paragraphs: ['One.'], action: { label: 'Go', url: 'https://x.test' } });
    expect(bare.text).toBe(['One.', '', 'Go: https://x.test', '', '— Paytable'].join('\n'));
    expect(bare.html?.match(/<p/g)).toHaveLength(4);
  });
});
