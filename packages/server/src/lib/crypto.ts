import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's cost parameter N for new hashes: Node's default, about 50 ms of one core. */
const PASSWORD_HASH_COST = 16384;
/** Costs a stored hash may name: powers of two from 2^10 to 2^17 (2^17 needs 128 MB, scrypt's memory is 128·N·r). */
const COSTS = new Set(Array.from({ length: 8 }, (_, i) => 2 ** (10 + i)));

/**
 * The cost of this process's new hashes. The test suites set PASSWORD_HASH_COST=1024: hundreds of logins at 50 ms each
 * were a fifth of their CPU. Outside NODE_ENV=test a lower cost than the default is ignored.
 */
function newHashCost(): number {
  const asked = Number(process.env.PASSWORD_HASH_COST);
  if (process.env.NODE_ENV === 'test' && COSTS.has(asked)) return asked;
  return PASSWORD_HASH_COST;
}

/**
 * Passwords: scrypt with a per-password salt, stored as "scrypt$N$salt$hash" (ARCHITECTURE §3). Hashes stored before
 * the cost was written down, "scrypt$salt$hash", were made with the default cost and still verify.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = newHashCost();
  const hash = await scryptAsync(password, salt, 32, scryptOptions(cost));
  return `scrypt$${cost}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** A hash of a random password nobody kept: an unknown account costs the same scrypt work as a wrong password. */
export const DUMMY_PASSWORD_HASH = 'scrypt$AUxy2WaVW5m8TDjsNjsL6g==$qhxwQuKRIPvLYLx59e5Cpa6VKnSP83CYTw8n6iDMcmM=';

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme, cost, salt, hash] =
    parts.length === 3 ? [parts[0], String(PASSWORD_HASH_COST), ...parts.slice(1)] : parts;
  if (scheme !== 'scrypt' || !COSTS.has(Number(cost)) || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, scryptOptions(Number(cost)));
  return timingSafeEqual(actual, expected);
}

function scryptOptions(cost: number): { N: number; maxmem: number } {
  // Node refuses by default anything above 32 MB; r is 8.
  return { N: cost, maxmem: 256 * cost * 8 };
}

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
export const UNAMBIGUOUS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Random text from the unambiguous alphabet; 10 characters carry 49 bits. */
export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)];
  return out;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Keys derived from APP_SECRET, one per purpose, so no key serves two uses. */
export class Secrets {
  private readonly hmacKey: Buffer;
  private readonly encryptionKey: Buffer;
  readonly captchaKey: string;

  constructor(appSecret: string | undefined) {
    // Config.appSecret is unset until main.ts has read the stored one: no key is ever derived from nothing.
    if (!appSecret) throw new Error('APP_SECRET is not known yet');
    const derive = (purpose: string) => createHmac('sha256', appSecret).update(purpose).digest();
    this.hmacKey = derive('lookup-hmac');
    this.encryptionKey = derive('encryption');
    this.captchaKey = derive('captcha').toString('hex');
  }

  hmac(value: string): string {
    return createHmac('sha256', this.hmacKey).update(value).digest('base64url');
  }

  /** AES-256-GCM; output "iv.tag.ciphertext" in base64url. */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
  }

  decrypt(sealed: string): string {
    const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !data) throw new Error('malformed ciphertext');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }
}
