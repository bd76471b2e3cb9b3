import { NotificationMessage } from '@paytable/contracts';
import type { Config } from '../../config';
import { badRequest } from '../../platform/errors';
import { hostOf, parseOutboundUrl, resolvePublicAddresses, urlPolicyFor, type UrlPolicy } from '../../platform/network-guard';

/**
 * Where a web push may go. A browser's subscription names its push service's URL, but the server is the
 * one that connects there, so the URL is a request to open a connection anywhere (SSRF). A push endpoint
 * must be https, on one of the configured push services (PUSH_SERVICES), and resolve to public addresses
 * under the same network guard as webhook receivers; the send then connects to exactly the checked address.
 */
export interface PushEndpointPolicy {
  network: UrlPolicy;
  /** Host names, or `*.` + a domain for any of its subdomains; lower case. */
  services: readonly string[];
}

export const pushEndpointPolicy = (config: Pick<Config, 'env' | 'pushServices'>, resolve?: UrlPolicy['resolve']): PushEndpointPolicy => ({
  network: urlPolicyFor(config.env, resolve),
  services: config.pushServices,
});

/** True when the host is a listed push service (exactly, or a subdomain of a `*.` entry). */
export function isPushServiceHost(host: string, services: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return services.some((service) => (service.startsWith('*.') ? name.endsWith(service.slice(1)) && name.length > service.length - 1 : name === service));
}

const refused = () => badRequest(NotificationMessage.pushServiceNotAllowed, [{ path: 'endpoint', message: NotificationMessage.pushServiceNotAllowed }]);

/**
 * What subscribing checks: an https URL (no credentials) of a listed push service, else a 400. Its name
 * is resolved only when something is sent to it, so subscribing does not depend on DNS.
 */
export function checkPushEndpointUrl(raw: string, policy: PushEndpointPolicy): URL {
  let url: URL;
  try {
    url = parseOutboundUrl(raw, { ...policy.network, requireHttps: true });
  } catch {
    throw refused();
  }
  if (!isPushServiceHost(hostOf(url), policy.services)) throw refused();
  return url;
}

/**
 * What sending checks, every time: the subscription's URL as above, and its name resolving only to public
 * addresses (private ones too in development and tests). Answers the address to connect to, else a 400.
 */
export async function checkPushEndpoint(raw: string, policy: PushEndpointPolicy): Promise<{ url: URL; address: string }> {
  const url = checkPushEndpointUrl(raw, policy);
  const [address] = await resolvePublicAddresses(url, policy.network);
  return { url, address: address! };
}
