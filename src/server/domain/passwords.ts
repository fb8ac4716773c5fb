import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: string, keylen: number, options: object) => Promise<Buffer>;

/** scrypt parameters (N=2^15, r=8, p=1: ~32 MiB, ~60 ms per hash on these machines). */
const PARAMS = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  return (await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS)).toString('hex');
}

export async function verifyPassword(password: string, salt: string, hash: string): Promise<boolean> {
  const actual = await hashPassword(password, salt);
  const expected = Buffer.from(hash, 'hex');
  return expected.length === KEY_LENGTH && timingSafeEqual(Buffer.from(actual, 'hex'), expected);
}
