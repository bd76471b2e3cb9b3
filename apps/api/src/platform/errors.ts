import { catalogueEntry, type ErrorDetail } from '@paytable/contracts';

/**
 * The one error type services throw. The error plugin turns it into the envelope
 * `{ success: false, code, message, details? }` with the catalogue's default message when none is given.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;
  /** How long the client should wait before trying again (a 429): sent as Retry-After and in the envelope. */
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: number, message?: string, options: { code?: string; details?: ErrorDetail[]; retryAfterSeconds?: number } = {}) {
    const entry = catalogueEntry(statusCode);
    super(message ?? entry.message);
    this.statusCode = statusCode;
    this.code = options.code ?? entry.code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfterSeconds));
  }
}

export const badRequest = (message?: string, details?: ErrorDetail[]) =>
  new AppError(400, message, details ? { details } : {});
export const unauthorized = (message?: string, code?: string) => new AppError(401, message, code ? { code } : {});
export const forbidden = (message?: string) => new AppError(403, message);
export const notFound = (message?: string) => new AppError(404, message);
export const conflict = (message?: string) => new AppError(409, message);
export const unprocessable = (message?: string, details?: ErrorDetail[]) =>
  new AppError(422, message, details ? { details } : {});
/** 429 with the catalogue message (or `message`), telling the client when to try again. */
export const tooManyRequests = (retryAfterSeconds?: number, message?: string) =>
  new AppError(429, message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
