import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';

/** 'POST /api/contact-person/initiate-payout' -> 'postContactPersonInitiatePayout': stable, unique, readable. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The first sentence of the route's description, which every route has. */
export function summaryOf(description: string | undefined, fallback: string): string {
  const first = description?.split(/(?<=\.)\s/)[0]?.trim();
  if (!first) return fallback;
  return first.length <= 100 ? first.replace(/\.$/, '') : `${first.slice(0, 97).trimEnd()}...`;
}

/**
 * The OpenAPI document clients and the attack suite rely on (issue 11): every operation gets an operationId and a
 * summary derived from its route, and a public route says so (`security: []`) instead of saying nothing. Routes keep
 * declaring what only they know (description, schemas, their security scheme).
 */
export function openApiOptions(config: Config): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Fundshop API',
        version: '1.0.0',
        description: 'Fundraising webshops: groups, participants, the store, checkout, dashboards, payouts.',
        license: { name: 'Proprietary', url: `${config.publicUrl}/terms` },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          operator: {
            type: 'http',
            scheme: 'bearer',
            description:
              "An operator's session (POST /api/operator/login with password and TOTP code) or an API key an admin made (fsk_...): the operator API only",
          },
          metrics: {
            type: 'http',
            scheme: 'bearer',
            description: 'METRICS_TOKEN (GET /metrics from elsewhere than the server itself)',
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
      const described = schema as FastifySchema & { description?: string; summary?: string; operationId?: string };
      return {
        url,
        schema: {
          ...schema,
          operationId: described.operationId ?? operationIdOf(method, url),
          summary: described.summary ?? summaryOf(described.description, `${method} ${url}`),
          security: described.security ?? [],
        } satisfies FastifySchema & { operationId: string; summary: string },
      };
    },
  };
}
