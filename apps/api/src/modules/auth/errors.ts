import { accountLockedMessage, AuthErrorCode, AuthMessage } from '@paytable/contracts';
import { AppError, unauthorized } from '../../platform/errors';
import { rethrowUniqueViolation } from '../../platform/unique-violation';

/** The errors of the auth module, with their codes. */

export const invalidToken = () => unauthorized(AuthMessage.invalidToken, AuthErrorCode.INVALID_TOKEN);
export const invalidCredentials = () => unauthorized(AuthMessage.invalidCredentials, AuthErrorCode.INVALID_CREDENTIALS);
export const accountLocked = (until: Date, now: Date) =>
  unauthorized(accountLockedMessage(until.getTime() - now.getTime()), AuthErrorCode.ACCOUNT_LOCKED);
export const accountDisabled = (status: 401 | 403) =>
  new AppError(status, AuthMessage.accountDisabled, { code: AuthErrorCode.ACCOUNT_DISABLED });
export const emailTaken = () => new AppError(409, AuthMessage.emailTaken, { code: AuthErrorCode.EMAIL_TAKEN });
export const usernameTaken = () => new AppError(409, AuthMessage.usernameTaken, { code: AuthErrorCode.USERNAME_TAKEN });
export const invalidLink = (message: string) => new AppError(400, message, { code: AuthErrorCode.INVALID_LINK });

/** A concurrent insert can still hit the unique indexes after our checks: answer 409, not 500. */
export const uniqueViolationToConflict = rethrowUniqueViolation((where) => {
  if (where.includes('users_email_lower_key')) return emailTaken();
  if (where.includes('users_username_lower_key')) return usernameTaken();
  return undefined;
});

/** Two-factor sign-in (two-factor-service.ts). */
export const twoFactorInvalidCode = (status: 400 | 401) =>
  new AppError(status, AuthMessage.twoFactorInvalidCode, { code: AuthErrorCode.TWO_FACTOR_INVALID_CODE });
export const twoFactorProofInvalid = () => new AppError(400, AuthMessage.twoFactorProofInvalid, { code: AuthErrorCode.TWO_FACTOR_INVALID_CODE });
export const twoFactorChallengeInvalid = () => unauthorized(AuthMessage.twoFactorChallengeInvalid, AuthErrorCode.TWO_FACTOR_CHALLENGE_INVALID);
export const twoFactorNotEnabled = (message: string = AuthMessage.twoFactorNotEnabled) =>
  new AppError(409, message, { code: AuthErrorCode.TWO_FACTOR_NOT_ENABLED });
export const twoFactorAlreadyEnabled = () => new AppError(409, AuthMessage.twoFactorAlreadyEnabled, { code: AuthErrorCode.TWO_FACTOR_ALREADY_ENABLED });
export const twoFactorRequired = () => new AppError(403, AuthMessage.twoFactorRequired, { code: AuthErrorCode.TWO_FACTOR_REQUIRED });
