import { describe, expect, it } from 'vitest';
import { prospectInputSchema } from '../admin/prospects';
import { websiteSchema } from '../companies/fields';
import { createGameRequestSchema } from '../games/index';
import { showcaseListingInputSchema } from '../marketplace/index';
import { updateMyProfileRequestSchema } from '../profiles/schemas';
import { httpUrlSchema, isHttpUrl, optionalHttpUrlSchema } from './urls';

const hostile = ['javascript:alert(document.cookie)', 'JavaScript:alert(1)//example.com', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'ftp://example.com/x', 'https://user:pw@example.com', 'https://', '//example.com'];

describe('http(s) URLs', () => {
  it('accepts only absolute http: and https: URLs', () => {
    expect(isHttpUrl('https://example.com/a?b=c')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    for (const value of hostile) expect(isHttpUrl(value.trim()), value).toBe(false);
  });

  it('adds https:// to a bare website, never to another scheme', () => {
    const website = httpUrlSchema({ message: 'bad', max: 255, addScheme: true });
    expect(website.parse('example.com')).toBe('https://example.com');
    expect(website.parse('www.example.com/about')).toBe('https://www.example.com/about');
    expect(website.safeParse('javascript:alert(1)//example.com').success).toBe(false);
    expect(website.safeParse('localhost').success).toBe(false);
  });

  it('stores blank as null and refuses long ones with their message', () => {
    const link = optionalHttpUrlSchema({ message: 'Link must be an http(s) address', max: 20, tooLong: 'Link must be at most 20 characters' });
    expect(link.parse('')).toBeNull();
    expect(link.parse(null)).toBeNull();
    expect(link.parse(undefined)).toBeNull();
    expect(link.safeParse('https://example.com/a-long-path').error?.issues[0]?.message).toBe('Link must be at most 20 characters');
    expect(link.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('Link must be an http(s) address');
  });

  it.each([
    ['company website', websiteSchema],
    ['profile website', updateMyProfileRequestSchema.shape.website],
    ['profile LinkedIn', updateMyProfileRequestSchema.shape.linkedinUrl],
    ['prospect website', prospectInputSchema.shape.website],
    ['showcase link', showcaseListingInputSchema.shape.linkUrl],
    ['game demo link', createGameRequestSchema.shape.demoUrl],
  ])('every stored URL field refuses other schemes: %s', (_name, schema) => {
    for (const value of hostile) expect(schema.safeParse(value).success, value).toBe(false);
    expect(schema.safeParse('https://example.com/page').success).toBe(true);
  });
});
