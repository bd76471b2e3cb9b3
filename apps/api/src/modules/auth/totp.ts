import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps) through otplib. A code of the step before or after the
 * current one is accepted too (clocks drift, people type slowly), but never a code of a step at or before
 * the last accepted one (replay).
 */
const ISSUER = 'Paytable';
const STEP_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export async function totpSetup(secret: string, accountName: string): Promise<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }> {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: accountName, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step the code belongs to when it is valid now (±1 step) and newer than `afterStep`; else null. */
export async function acceptedTotpStep(secret: string, code: string, afterStep: number, now: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: STEP_SECONDS,
    ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
