import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt with node's defaults (N=16384, r=8, p=1), stored as `scrypt$<salt>$<key>` (base64url). */
const KEY_LENGTH = 32;
const OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** An unknown email costs the same scrypt as a known one, so timing does not tell them apart. */
const DUMMY_HASH = hashPassword('not-a-password');

export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const [scheme, salt, key] = (stored ?? (await DUMMY_HASH)).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return (
    stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected)
  );
}
