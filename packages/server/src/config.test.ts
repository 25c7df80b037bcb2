import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_LIMIT } from '@fundshop/core';
import { ConfigError, estimateSecretBits, loadConfig } from './config.ts';

/** What `openssl rand -hex 32` prints. */
const opensslHex32 = () => randomBytes(32).toString('hex');

/** A production environment that passes every check. */
const production = (overrides: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  APP_SECRET: opensslHex32(),
  SMTP_URL: 'smtp://mail.example:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  PUBLIC_URL: 'https://shop.example.com',
  MERCHANT_LEGAL_NAME: 'Fundshop Ltd',
  MERCHANT_ADDRESS: '1 Market Street, London EC1A 1AA, United Kingdom',
  TAX_REGISTRATION_GB: 'GB123456789',
  TAX_REGISTRATION_CA: '123456789RT0001',
  TAX_REGISTRATION_AU: '51824753556',
  TAX_REGISTRATION_NZ: '123-456-789',
  ...overrides,
});

/** The production environment without one of its settings. */
const productionWithout = (name: string) => {
  const env: Record<string, string> = production();
  delete env[name];
  return env;
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('HOST', () => {
  it('defaults to the loopback interface outside production and to every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'development', APP_SECRET: opensslHex32() }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', APP_SECRET: opensslHex32() }).host).toBe('127.0.0.1');
    expect(loadConfig({ APP_SECRET: opensslHex32() }).host).toBe('127.0.0.1');
    expect(loadConfig(production()).host).toBe('0.0.0.0');
    // Set, it is kept.
    expect(loadConfig({ NODE_ENV: 'development', APP_SECRET: opensslHex32(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production({ HOST: '10.0.0.5' })).host).toBe('10.0.0.5');
  });
});

describe('production', () => {
  it('refuses CAPTCHA_PROVIDER=none (development keeps it)', () => {
    expect(refusal(production({ CAPTCHA_PROVIDER: 'none' }))).toMatch(
      /CAPTCHA_PROVIDER=none is not allowed in production/,
    );
    expect(loadConfig(production({ CAPTCHA_PROVIDER: 'altcha' })).captcha.provider).toBe('altcha');
    const development = loadConfig({ NODE_ENV: 'development', APP_SECRET: 'a'.repeat(32), CAPTCHA_PROVIDER: 'none' });
    expect(development.captcha.provider).toBe('none');
  });

  it('refuses to start without each Stripe key, naming the missing ones', () => {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(refusal(productionWithout(key)), key).toContain(`${key} is required in production`);
      expect(refusal(production({ [key]: '' })), key).toContain(`${key} is required in production`);
    }
    const none = production({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    expect(refusal(none)).toContain(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET are required in production',
    );
    expect(loadConfig(production()).stripe).toEqual({
      secretKey: 'sk_live_x',
      publishableKey: 'pk_live_x',
      webhookSecret: 'whsec_x',
    });
  });

  it('refuses to start without an https PUBLIC_URL (development keeps http://localhost)', () => {
    expect(refusal(productionWithout('PUBLIC_URL'))).toContain(
      "PUBLIC_URL must be set to the store's https address in production (it is unset)",
    );
    expect(refusal(production({ PUBLIC_URL: 'http://shop.example.com' }))).toContain(
      'http://shop.example.com is not https',
    );
    expect(loadConfig(production({ PUBLIC_URL: 'https://shop.example.com/' })).publicUrl).toBe(
      'https://shop.example.com',
    );
    expect(loadConfig({ APP_SECRET: opensslHex32(), PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
  });

  it('refuses to start with a market enabled and no registration where selling needs one, naming each missing', () => {
    for (const market of ['GB', 'CA', 'AU', 'NZ']) {
      const key = `TAX_REGISTRATION_${market}`;
      expect(refusal(productionWithout(key)), key).toContain(
        `${key} is required in production with MARKETS=US,GB,CA,AU,NZ (receipts are tax documents`,
      );
      expect(refusal(production({ [key]: '' })), key).toContain(`${key} is required in production`);
      // A market left out of MARKETS needs none.
      const others = ['US', 'GB', 'CA', 'AU', 'NZ'].filter((c) => c !== market).join(',');
      expect(loadConfig({ ...productionWithout(key), MARKETS: others }).markets).toEqual(others.split(','));
    }
    expect(
      refusal(production({ TAX_REGISTRATION_AU: '', TAX_REGISTRATION_NZ: '', MERCHANT_LEGAL_NAME: '' })),
    ).toContain('MERCHANT_LEGAL_NAME, TAX_REGISTRATION_AU, TAX_REGISTRATION_NZ are required in production');
    expect(refusal(productionWithout('MERCHANT_ADDRESS'))).toContain('MERCHANT_ADDRESS is required in production');
    // The US needs none at the start (a marketplace collects a state's tax once past its economic nexus): shown if set.
    const usOnly = loadConfig(production({ MARKETS: 'us', TAX_REGISTRATION_GB: '', TAX_REGISTRATION_CA: '' }));
    expect(usOnly.markets).toEqual(['US']);
    expect(usOnly.merchant.registrations.US).toBeUndefined();
    expect(loadConfig(production({ TAX_REGISTRATION_US: 'WA 604-123-456' })).merchant.registrations.US).toBe(
      'WA 604-123-456',
    );
    expect(loadConfig(production()).merchant).toEqual({
      legalName: 'Fundshop Ltd',
      address: '1 Market Street, London EC1A 1AA, United Kingdom',
      registrations: { GB: 'GB123456789', CA: '123456789RT0001', AU: '51824753556', NZ: '123-456-789' },
    });
  });

  it('takes MARKETS as country codes of ours, and outside production fills what is unset with marked placeholders', () => {
    expect(refusal({ MARKETS: 'US,SE' })).toContain('MARKETS takes country codes among US, GB, CA, AU, NZ');
    expect(refusal({ MARKETS: '' })).toContain('MARKETS');
    const development = loadConfig({ APP_SECRET: opensslHex32() });
    expect(development.markets).toEqual(['US', 'GB', 'CA', 'AU', 'NZ']);
    expect(development.merchant.legalName).toMatch(/placeholder/i);
    expect(development.merchant.address).toMatch(/placeholder/i);
    expect(development.merchant.registrations).toEqual({
      GB: 'PLACEHOLDER-GB-TAX-REGISTRATION',
      CA: 'PLACEHOLDER-CA-TAX-REGISTRATION',
      AU: 'PLACEHOLDER-AU-TAX-REGISTRATION',
      NZ: 'PLACEHOLDER-NZ-TAX-REGISTRATION',
    });
    expect(
      loadConfig({ APP_SECRET: opensslHex32(), TAX_REGISTRATION_AU: '51824753556' }).merchant.registrations.AU,
    ).toBe('51824753556');
  });

  it('turns the demo logins off unless DEMO=on; outside production they are on unless DEMO=off', () => {
    expect(loadConfig(production()).demo).toBe(false);
    expect(loadConfig(production({ DEMO: 'on' })).demo).toBe(true);
    expect(loadConfig(production({ DEMO: 'off' })).demo).toBe(false);
    expect(loadConfig({ APP_SECRET: opensslHex32() }).demo).toBe(true);
    expect(loadConfig({ APP_SECRET: opensslHex32(), DEMO: 'off' }).demo).toBe(false);
    expect(refusal({ APP_SECRET: opensslHex32(), DEMO: 'yes' })).toContain('DEMO: DEMO takes on or off');
  });

  it('refuses a predictable APP_SECRET, naming it, and accepts `openssl rand -hex 32` or `-base64 32`', () => {
    for (const secret of [
      'a'.repeat(64),
      '0123456789'.repeat(4),
      '0123456789abcdef'.repeat(4),
      'abcdefghijklmnopqrstuvwxyz0123456789',
      'changeme-changeme-changeme-changeme',
    ]) {
      expect(refusal(production({ APP_SECRET: secret })), secret).toMatch(/APP_SECRET is too predictable/);
    }
    for (let i = 0; i < 50; i++) {
      expect(() => loadConfig(production({ APP_SECRET: opensslHex32() }))).not.toThrow();
      expect(() => loadConfig(production({ APP_SECRET: randomBytes(32).toString('base64') }))).not.toThrow();
    }
  });
});

describe('APP_SECRET', () => {
  it('unset outside production stays unset and writes nothing: main.ts takes the one stored in the database', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fundshop-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBeUndefined();
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('estimateSecretBits', () => {
  it('gives repetitions and runs nothing, random hex about 4 bits a character', () => {
    expect(estimateSecretBits('a'.repeat(64))).toBeLessThan(10);
    expect(estimateSecretBits('0123456789'.repeat(4))).toBeLessThan(40);
    expect(estimateSecretBits('zyxwvutsrqponmlkjihgfedcba987654')).toBeLessThan(40);
    expect(estimateSecretBits(opensslHex32())).toBeGreaterThan(200);
    expect(estimateSecretBits(opensslHex32())).toBeLessThanOrEqual(256);
  });
});

describe('FRAME_ANCESTORS', () => {
  it('defaults to any site', () => {
    expect(loadConfig({ APP_SECRET: opensslHex32() }).frameAncestors).toEqual(['*']);
  });

  it('takes space-separated origins', () => {
    const config = loadConfig({
      APP_SECRET: opensslHex32(),
      FRAME_ANCESTORS: " https://www.fundshop.example  https://*.partner.example:8443 'self' ",
    });
    expect(config.frameAncestors).toEqual(['https://www.fundshop.example', 'https://*.partner.example:8443', "'self'"]);
  });

  it('refuses anything that is not an origin, so nothing else gets into the policy', () => {
    for (const value of [
      'https://a.example; script-src *',
      "'unsafe-inline'",
      'javascript:alert(1)',
      'https://a.example/path',
      'a.example',
    ]) {
      expect(refusal({ APP_SECRET: opensslHex32(), FRAME_ANCESTORS: value }), value).toMatch(/FRAME_ANCESTORS/);
    }
  });
});

describe('SHUTDOWN_TIMEOUT_MS', () => {
  const env = (value?: string) => ({
    APP_SECRET: opensslHex32(),
    ...(value === undefined ? {} : { SHUTDOWN_TIMEOUT_MS: value }),
  });
  it('defaults to 10 seconds and takes whole milliseconds from 1000 to 600000', () => {
    expect(loadConfig(env()).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig(env('30000')).shutdownTimeoutMs).toBe(30_000);
  });
  it('refuses anything else, naming it', () => {
    expect(refusal(env('soon'))).toContain('SHUTDOWN_TIMEOUT_MS');
    expect(refusal(env('500'))).toContain('SHUTDOWN_TIMEOUT_MS must be at least 1000');
    expect(refusal(env('1500.5'))).toContain('SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds');
    expect(refusal(env('900000'))).toContain('SHUTDOWN_TIMEOUT_MS must be at most 600000');
  });
});

describe('DATABASE_POOL_MAX and DATABASE_POOLER', () => {
  const env = (extra: Record<string, string> = {}) => ({ APP_SECRET: opensslHex32(), ...extra });
  it('default to a pool of 10 and no pooler, and take a size from 1 to 1000 and pgbouncer', () => {
    expect(loadConfig(env()).database).toMatchObject({ poolMax: 10, pooler: undefined });
    const pgbouncer = { DATABASE_URL: 'postgres://app@pgbouncer:6432/fundshop', DATABASE_POOLER: 'pgbouncer' };
    expect(loadConfig(env({ DATABASE_POOL_MAX: '4', ...pgbouncer })).database).toMatchObject({
      poolMax: 4,
      pooler: 'pgbouncer',
    });
  });
  it('refuse anything else, naming it', () => {
    expect(refusal(env({ DATABASE_POOL_MAX: '0' }))).toContain('DATABASE_POOL_MAX must be at least 1');
    expect(refusal(env({ DATABASE_POOL_MAX: '2.5' }))).toContain('DATABASE_POOL_MAX must be a whole number');
    expect(refusal(env({ DATABASE_POOL_MAX: '5000' }))).toContain('DATABASE_POOL_MAX must be at most 1000');
    expect(refusal(env({ DATABASE_POOLER: 'pgpool' }))).toContain('DATABASE_POOLER takes pgbouncer');
    expect(refusal(env({ DATABASE_POOLER: 'pgbouncer' }))).toContain('DATABASE_POOLER needs DATABASE_URL');
  });
});

describe('DOWNLOAD_LIMIT', () => {
  const env = (extra: Record<string, string> = {}) => ({ APP_SECRET: opensslHex32(), ...extra });
  it("defaults to core's DEFAULT_DOWNLOAD_LIMIT and takes a whole number from 1 to 1000", () => {
    expect(loadConfig(env()).downloadLimit).toBe(DEFAULT_DOWNLOAD_LIMIT);
    expect(loadConfig(env({ DOWNLOAD_LIMIT: '3' })).downloadLimit).toBe(3);
  });
  it('refuses anything else, naming it', () => {
    expect(refusal(env({ DOWNLOAD_LIMIT: '0' }))).toContain('DOWNLOAD_LIMIT must be at least 1');
    expect(refusal(env({ DOWNLOAD_LIMIT: '2.5' }))).toContain('DOWNLOAD_LIMIT must be a whole number');
    expect(refusal(env({ DOWNLOAD_LIMIT: 'many' }))).toContain('DOWNLOAD_LIMIT');
    expect(refusal(env({ DOWNLOAD_LIMIT: '5000' }))).toContain('DOWNLOAD_LIMIT must be at most 1000');
  });

  describe('OPERATOR_SUPPORT_REFUND_LIMIT', () => {
    const env = (extra: Record<string, string> = {}) => ({ APP_SECRET: opensslHex32(), ...extra });
    it("is a support operator's largest refund: 50 unless set, in the order's currency", () => {
      expect(loadConfig(env()).supportRefundLimit).toBe(50);
      expect(loadConfig(env({ OPERATOR_SUPPORT_REFUND_LIMIT: '12.5' })).supportRefundLimit).toBe(12.5);
      expect(refusal(env({ OPERATOR_SUPPORT_REFUND_LIMIT: '-1' }))).toContain(
        'OPERATOR_SUPPORT_REFUND_LIMIT must be 0 or more',
      );
      expect(refusal(env({ OPERATOR_SUPPORT_REFUND_LIMIT: 'lots' }))).toContain('OPERATOR_SUPPORT_REFUND_LIMIT');
    });
  });
});
