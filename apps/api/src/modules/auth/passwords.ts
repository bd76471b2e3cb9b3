import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Argon2id at the OWASP Password Storage Cheat Sheet minimum: 19 MiB of memory, 2 passes, 1 lane.
 * Roughly 20–40 ms per hash on the machines we run on. Changing these re-hashes each account's password
 * transparently at its next successful sign-in (see `needsRehash`).
 */
export const ARGON2_MEMORY_COST_KIB = 19_456;
export const ARGON2_TIME_COST = 2;
export const ARGON2_PARALLELISM = 1;
export const ARGON2_OUTPUT_LENGTH = 32;
/** @node-rs/argon2 declares Algorithm as a const enum, which isolatedModules cannot import by value: 2 = Argon2id. */
const ARGON2ID = 2 as Algorithm;

export const argon2Options: Options = {
  algorithm: ARGON2ID,
  memoryCost: ARGON2_MEMORY_COST_KIB,
  timeCost: ARGON2_TIME_COST,
  parallelism: ARGON2_PARALLELISM,
  outputLen: ARGON2_OUTPUT_LENGTH,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** False for a wrong password and for a malformed hash (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const parsed = parseOptions(passwordHash);
    return (
      parsed.algorithm !== ARGON2ID ||
      parsed.memoryCost !== ARGON2_MEMORY_COST_KIB ||
      parsed.timeCost !== ARGON2_TIME_COST ||
      parsed.parallelism !== ARGON2_PARALLELISM
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for sign-ins naming an unknown account, so the answer
 * time does not reveal which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('paytable-timing-equaliser-0');
  await verifyPassword(await dummyHash, password);
}
