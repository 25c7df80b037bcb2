import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './crypto.ts';

describe('password hashes', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('name their cost, and a hash stored before the cost was written (default cost) still verifies', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', '1024');
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$1024\$[^$]+\$[^$]+$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hor5e', stored)).toBe(false);

    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('base64')}$${scryptSync('old one', salt, 32).toString('base64')}`;
    expect(await verifyPassword('old one', legacy)).toBe(true);
    expect(await verifyPassword('old two', legacy)).toBe(false);
  });

  it('use the default cost outside tests, whatever PASSWORD_HASH_COST says', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PASSWORD_HASH_COST', '1024');
    expect(await hashPassword('x')).toMatch(/^scrypt\$16384\$/);
  });

  it('refuse a stored hash naming a cost outside 2^10..2^17 or another scheme, without trying it', async () => {
    const stored = await hashPassword('pw');
    const [, , salt, hash] = stored.split('$');
    expect(await verifyPassword('pw', `scrypt$1048576$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('pw', `scrypt$1000$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('pw', `bcrypt$16384$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('pw', 'scrypt$')).toBe(false);
  });
});
