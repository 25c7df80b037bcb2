import { describe, expect, it } from 'vitest';
import { publicConfigResponse } from '@fundshop/core';
import { createTestApp } from '../../testing/test-app.ts';

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
});
