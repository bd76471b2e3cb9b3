import { isIP } from 'node:net';

/**
 * The WebAuthn relying party of this server, from its public URL (PUBLIC_URL): the RP ID is the URL's host
 * name and the only accepted origin is the URL's origin. WebAuthn refuses IP addresses as RP IDs, so a server
 * published on a loopback address (a developer's machine, the end-to-end server) is the relying party
 * `localhost` and accepts the page opened at `http://localhost:<port>`; browsers treat localhost as a secure
 * context without TLS. Any other IP address cannot offer passkeys: publish the server under a domain name.
 */
export interface RelyingParty {
  rpID: string;
  origins: string[];
}

const LOOPBACK = new Set(['127.0.0.1', '::1']);

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && LOOPBACK.has(host)) return { rpID: 'localhost', origins: [`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`] };
  return { rpID: host, origins: [url.origin] };
}
