import { lookup } from 'node:dns/promises';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { UrlMessage } from '@paytable/contracts';
import ipaddr from 'ipaddr.js';
import { badRequest } from './errors';

/**
 * Where the server may open outbound connections to addresses users typed (webhook receivers, push
 * services). In production a URL must be https and its host must resolve only to public unicast
 * addresses, so the platform cannot be used to reach its own network (SSRF). Development and tests allow
 * http and private addresses, so a receiver on loopback works there.
 */
export interface UrlPolicy {
  requireHttps: boolean;
  allowPrivate: boolean;
  resolve: (host: string) => Promise<string[]>;
}

const systemResolve = async (host: string) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export function urlPolicyFor(env: 'development' | 'production' | 'test', resolve = systemResolve): UrlPolicy {
  const production = env === 'production';
  return { requireHttps: production, allowPrivate: !production, resolve };
}

/**
 * True for an address the platform never connects to in production. Only ipaddr.js's `unicast` range is
 * public; every special range is refused: private, loopback, link-local, carrier-grade NAT, multicast,
 * reserved and documentation ranges, and in IPv6 also unique-local, site-local (fec0::/10), IPv4-mapped
 * (::ffff:0:0/96), IPv4-translated, NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo,
 * which can all carry a private IPv4 address. IPv4-compatible addresses (::a.b.c.d, the first 96 bits
 * zero) have no range of their own there and are refused here.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return true;
  return parsed.range() !== 'unicast';
}

/** Parses a URL the server will connect to: http(s) only (https in production), no credentials; else a 400. */
export function parseOutboundUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(UrlMessage.invalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest(UrlMessage.invalid);
  if (policy.requireHttps && url.protocol !== 'https:') throw badRequest(UrlMessage.https);
  if (url.username || url.password) throw badRequest(UrlMessage.invalid);
  return url;
}

/** The URL's host without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The addresses a URL's host resolves to, refused (400) when any is private under the policy. */
export async function resolvePublicAddresses(url: URL, policy: UrlPolicy): Promise<string[]> {
  const host = hostOf(url);
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw badRequest(UrlMessage.unresolvable);
    }
  }
  if (addresses.length === 0) throw badRequest(UrlMessage.unresolvable);
  if (!policy.allowPrivate && addresses.some(isPrivateAddress)) throw badRequest(UrlMessage.private);
  return addresses;
}

/** Both checks, for saving a URL: the normalised URL, or a 400. */
export async function checkOutboundUrl(raw: string, policy: UrlPolicy): Promise<string> {
  const url = parseOutboundUrl(raw, policy);
  await resolvePublicAddresses(url, policy);
  return url.toString();
}

/**
 * A DNS lookup that answers only the address that was checked: a connection made with it goes exactly
 * there, so a second DNS answer (rebinding) between the check and the connect cannot redirect it.
 */
export function pinnedLookup(address: string): LookupFunction {
  const family = address.includes(':') ? 6 : 4;
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (error: null, list: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * A one-connection HTTPS agent pinned to a checked address, for clients that take an agent rather than a
 * lookup (web-push). It trusts what Node's global agent trusts (the system's roots unless a test adds its
 * own authority there).
 */
export function pinnedHttpsAgent(address: string): https.Agent {
  return new https.Agent({ lookup: pinnedLookup(address), ca: https.globalAgent.options.ca, keepAlive: false });
}
