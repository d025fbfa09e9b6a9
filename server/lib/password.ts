import { hash, verify } from '@node-rs/argon2';

/** argon2id with at least the OWASP minimum (m=19 MiB, t=2, p=1). */
const params = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum, not importable under isolatedModules) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, params);
export const verifyPassword = (stored: string, password: string) => verify(stored, password).catch(() => false);
