import { describe, expect, it } from 'vitest';
import { publicConfigResponse } from '@fundshop/core';
import { loadConfig } from '../../config.ts';
import { createTestApp, testConfig } from '../../testing/test-app.ts';
import { TEST_APP_SECRET } from '../../testing/test-database.ts';

describe('GET /api/public-config', () => {
  it('answers an empty marketing site without MARKETING_SITE_URL, so the login pages link to /register-store', async () => {
    const t = await createTestApp('pglite');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(response.statusCode).toBe(200);
      const body = publicConfigResponse.parse(response.json());
      expect(body).toMatchObject({ supportEmail: 'support@fundshop.test', marketingSiteUrl: '' });
    } finally {
      await t.close();
    }
  });

  it('answers the configured marketing site', async () => {
    const t = await createTestApp('pglite', { config: { marketingSiteUrl: 'https://www.fundshop.example' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(response.json().marketingSiteUrl).toBe('https://www.fundshop.example');
    } finally {
      await t.close();
    }
  });

  it('answers the retention periods the server enforces, so the privacy page states them (docs/decisions/0040)', async () => {
    const t = await createTestApp('pglite', { config: { retention: { supporterDays: 45, participantDays: 200 } } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(response.json().retention).toEqual({ supporterDays: 45, participantDays: 200 });
    } finally {
      await t.close();
    }
  });

  it('reads RETENTION_SUPPORTER_DAYS and RETENTION_PARTICIPANT_DAYS, 90 and 180 by default, and refuses a bad value', () => {
    expect(testConfig().retention).toEqual({ supporterDays: 90, participantDays: 180 });
    const env = { NODE_ENV: 'test' as const, RETENTION_SUPPORTER_DAYS: '120', RETENTION_PARTICIPANT_DAYS: '365' };
    expect(loadConfig(env, { appSecret: TEST_APP_SECRET }).retention).toEqual({
      supporterDays: 120,
      participantDays: 365,
    });
    // Within the 14-day refund window the buyer's address is still needed.
    expect(() => loadConfig({ NODE_ENV: 'test', RETENTION_SUPPORTER_DAYS: '7' })).toThrow(/RETENTION_SUPPORTER_DAYS/);
    expect(() => loadConfig({ NODE_ENV: 'test', RETENTION_PARTICIPANT_DAYS: 'x' })).toThrow(
      /RETENTION_PARTICIPANT_DAYS/,
    );
  });
});
