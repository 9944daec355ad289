import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: share links carry it as a query parameter. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

// Tokens are random, not chosen by people: a fast hash is enough (unlike passwords).
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
