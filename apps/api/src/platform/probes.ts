/**
 * Kubernetes-style probes live at the root (/health/live, /health/ready), outside /api/v1: orchestrators
 * and load balancers address them by a fixed path that must not move when the API's version does.
 *
 * The app's global onRequest hooks (request id header, request origin, security headers, metrics) are
 * skipped for them. That is safe: a probe reads no user, writes nothing, answers a constant or a list of
 * check results (no user input, nothing a browser renders), and is neither rate limited nor authorised,
 * since those apply to /api routes only. Skipping them keeps the liveness answer close to the framework's
 * own cost, and keeps probe traffic out of request metrics and logs.
 */
export const PROBE_PATH_PREFIX = '/health/';

export const isProbeUrl = (url: string): boolean => url.startsWith(PROBE_PATH_PREFIX);
