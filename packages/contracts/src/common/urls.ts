import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------
// URLs. Every URL a user gives and the platform stores or shows as a link is an absolute http: or https:
// address: `javascript:`, `data:`, `vbscript:` and every other scheme are refused, so a stored link can
// never run script in a reader's browser. One schema serves every such field (docs/security.md).
// ---------------------------------------------------------------------------------------------------

/** The messages of the server's outbound URL guard (webhook receivers, push services). */
export const UrlMessage = {
  invalid: 'Enter a valid URL',
  https: 'The URL must use https',
  private: 'The URL must not point to a private, loopback or link-local address',
  unresolvable: 'The URL’s host name does not resolve',
} as const;

/** True for an absolute http: or https: URL with a host and no credentials. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
}

export interface HttpUrlOptions {
  /** The field's refusal, e.g. 'Link must be an http(s) address'. */
  message: string;
  max: number;
  /** The refusal when the text is longer than `max`. */
  tooLong?: string;
  /**
   * A website typed without its scheme ("example.com") gets `https://`, so what is stored is still an
   * http(s) URL; its host must then look like a domain (contain a dot).
   */
  addScheme?: boolean;
}

/** A required http(s) URL (trimmed). */
export function httpUrlSchema(options: HttpUrlOptions) {
  const tooLong = options.tooLong ?? options.message;
  return z
    .string({ error: options.message })
    .trim()
    .max(options.max, tooLong)
    // Only a bare host gets a scheme: "//host" or "/path" stay as typed and are refused below.
    .transform((value) => (options.addScheme && /^[a-z0-9]/i.test(value) && !/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value) ? `https://${value}` : value))
    .refine((value) => isHttpUrl(value) && (!options.addScheme || new URL(value).hostname.includes('.')), options.message);
}

/** An optional http(s) URL: blank, null or absent is stored as null. */
export function optionalHttpUrlSchema(options: HttpUrlOptions) {
  const tooLong = options.tooLong ?? options.message;
  return z
    .string({ error: options.message })
    .trim()
    .max(options.max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.union([z.null(), httpUrlSchema(options)]));
}
