import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { IntegrationMessage } from '@paytable/contracts';
import { badRequest } from '../../platform/errors';

/**
 * Where deliveries may go. In production a receiver URL must be https and its host must resolve only to
 * public addresses (no private, loopback, link-local, carrier-grade NAT, multicast or reserved ranges),
 * so the platform cannot be used to reach its own network (SSRF). Development and tests allow both, so a
 * receiver on loopback works there.
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

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address the platform never sends to in production. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Parses and checks a receiver URL against the policy; answers the normalised URL or a 400. */
export function parseEndpointUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(IntegrationMessage.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest(IntegrationMessage.urlInvalid);
  if (policy.requireHttps && url.protocol !== 'https:') throw badRequest(IntegrationMessage.urlHttps);
  if (url.username || url.password) throw badRequest(IntegrationMessage.urlInvalid);
  return url;
}

/** The addresses a URL's host resolves to, refused (400) when any is private under the policy. */
export async function resolvePublicAddresses(url: URL, policy: UrlPolicy): Promise<string[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw badRequest(IntegrationMessage.urlUnresolvable);
    }
  }
  if (addresses.length === 0) throw badRequest(IntegrationMessage.urlUnresolvable);
  if (!policy.allowPrivate && addresses.some(isPrivateAddress)) throw badRequest(IntegrationMessage.urlPrivate);
  return addresses;
}

/** Both checks, for saving a URL. */
export async function checkEndpointUrl(raw: string, policy: UrlPolicy): Promise<string> {
  const url = parseEndpointUrl(raw, policy);
  await resolvePublicAddresses(url, policy);
  return url.toString();
}
