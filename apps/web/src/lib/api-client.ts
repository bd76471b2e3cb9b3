import axios, { type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { catalogueEntry } from '@paytable/contracts/core';
// `import type`: with verbatimModuleSyntax an import of only inline `type` names still loads the module (zod
// and every schema) for its side effects.
import type { Envelope, ErrorDetail } from '@paytable/contracts';
import { sessionToken } from './session';

export const API_BASE_URL = '/api/v1';

/** No timeout by default (seed 000 §9); callers pass `timeout` or `signal` when they need one. */
function createClient(): AxiosInstance {
  return axios.create({
    baseURL: API_BASE_URL,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // `ids=1&ids=2`, never `ids[0]=1` (architecture: array params without indexes).
    paramsSerializer: { indexes: null },
  });
}

/** Client for calls that need no session. */
export const publicClient = createClient();

/** Client for authenticated calls: sends `Authorization: Bearer <token>` with the current session's token (lib/session.ts). */
export const apiClient = createClient();

apiClient.interceptors.request.use((config) => {
  const token = sessionToken();
  // An Authorization header set already (the auth feature's session token, a retry after refresh) wins.
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/**
 * Hook point for the auth feature: installs its response interceptors (one refresh on 401 with a queue of
 * waiting requests, INVALID_TOKEN clears tokens) on `apiClient`. Returns a function that removes them.
 * Calling it again replaces the previous installation.
 */
let uninstallAuth: (() => void) | null = null;
export function setAuthInterceptors(install: (client: AxiosInstance) => () => void): () => void {
  uninstallAuth?.();
  const uninstall = install(apiClient);
  uninstallAuth = () => {
    uninstall();
    uninstallAuth = null;
  };
  return uninstallAuth;
}

/** Read `data` from the success envelope `{ success, data, message }`. */
export function unwrap<T>(response: AxiosResponse<Envelope<T>>): T {
  return response.data.data;
}

export const NETWORK_ERROR_MESSAGE = 'Network error - please check your connection';

/** A failed call, normalised from the error envelope `{ success: false, code, message, details? }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    readonly code: string,
    readonly details?: ErrorDetail[],
    readonly requestId?: string,
  ) {
    super(message);
  }
  get isNetworkError() {
    return this.status === 0;
  }
}

function isErrorEnvelope(value: unknown): value is { code?: unknown; message?: unknown; details?: unknown; requestId?: unknown } {
  return typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;
}

/**
 * Normalise anything thrown by a call into an ApiError: the server's code and message when it sent the
 * error envelope, else the catalogue default of the status, else the network message.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const axiosError = error as AxiosError;
    const response = axiosError.response;
    if (!response) return new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    const fallback = catalogueEntry(response.status);
    const body = response.data;
    if (isErrorEnvelope(body)) {
      return new ApiError(
        typeof body.message === 'string' && body.message ? body.message : fallback.message,
        response.status,
        typeof body.code === 'string' ? body.code : fallback.code,
        Array.isArray(body.details) ? (body.details as ErrorDetail[]) : undefined,
        typeof body.requestId === 'string' ? body.requestId : undefined,
      );
    }
    return new ApiError(fallback.message, response.status, fallback.code);
  }
  if (error instanceof Error) return new ApiError(error.message, -1, 'CLIENT_ERROR');
  return new ApiError('An unexpected error occurred', -1, 'CLIENT_ERROR');
}

/** HTTP status of a failed call, if any. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (axios.isAxiosError(error)) return error.response?.status;
  return undefined;
}
