import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, safeText } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { webshopOfOnboardingToken } from '../../integrations/payments/simulated-provider.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { completeSimulatedOnboarding, paymentAccountSummary } from './service.ts';

const tokenParams = z.object({ token: safeText().max(200) });

/** The setup page's button; the same text on every page (the address is on the button), so its hash can allow it. */
const SETUP_SCRIPT = `
document.getElementById('complete').addEventListener('click', async (event) => {
  event.target.disabled = true;
  const response = await fetch(event.target.dataset.action, { method: 'POST' });
  const body = await response.json().catch(() => ({}));
  if (response.ok) location.href = body.returnUrl;
  else { document.getElementById('status').textContent = body.message || 'Setup failed'; event.target.disabled = false; }
});
`;

/** The app's policy allows no inline script; this page allows its own one by hash, and its inline styles. */
const SETUP_PAGE_CSP = [
  "default-src 'self'",
  `script-src 'sha256-${createHash('sha256').update(SETUP_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#222;line-height:1.5}
.note{background:#fff8e1;border:1px solid #ffe082;padding:8px 12px;border-radius:6px;font-size:14px}
button,a.button{background:#2e7d32;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-size:16px;cursor:pointer;text-decoration:none;display:inline-block}</style>
</head><body><p class="note">Simulated payment provider: no Stripe key is configured, so no real account or money is involved.</p>${body}</body></html>`;
}

/**
 * The simulated payment account's setup page (the organization-details link without Stripe) and its
 * button. Registered only with the simulated provider and never in production.
 */
export function simulatedPaymentAccountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const dashboardUrl = `${ctx.config.publicUrl}/contactperson/start`;

    app.get(
      '/dev/payment-account/:token',
      { schema: { hide: true, params: tokenParams, querystring: z.object({ view: safeText().optional() }) } },
      async (request, reply) => {
        void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        const webshopId = webshopOfOnboardingToken(ctx.secrets, request.params.token);
        if (webshopId === null) {
          return reply
            .status(404)
            .send(
              page(
                'Setup link invalid',
                '<h1>Setup link invalid</h1><p>Please open the link again from your dashboard.</p>',
              ),
            );
        }
        const shop = await paymentAccountSummary(ctx, webshopId);
        if (request.query.view === 'dashboard') {
          return page(
            'Payment account',
            `<h1>Payment account of ${escapeHtml(shop.name)}</h1>
<p>Account: <b>${escapeHtml(shop.paymentAccountId ?? 'not created')}</b><br>Setup: <b>${shop.hasFinishedOnboarding ? 'complete' : 'not complete'}</b><br>Payouts go to the group's bank account.</p>
<p><a class="button" href="${escapeHtml(dashboardUrl)}">Back to the dashboard</a></p>`,
          );
        }
        const action = `/api/payments/simulated/onboarding/${encodeURIComponent(request.params.token)}/complete`;
        void reply.header('content-security-policy', SETUP_PAGE_CSP);
        return page(
          'Set up payments',
          `<h1>Set up payments for ${escapeHtml(shop.name)}</h1>
<p>In production this is where the organiser enters the group's details and bank account with the payment provider.</p>
${shop.hasFinishedOnboarding ? '<p><b>Setup is already complete.</b></p>' : ''}
<button id="complete" type="button" data-action="${escapeHtml(action)}">Complete setup</button> <span id="status" role="status"></span>
<script>${SETUP_SCRIPT}</script>`,
        );
      },
    );

    app.post(
      '/api/payments/simulated/onboarding/:token/complete',
      {
        schema: {
          tags: ['payment-account'],
          description: 'Simulated provider only (not in production): completes the payment account setup.',
          params: tokenParams,
          response: { 200: z.object({ responseMessage: z.literal('ok'), returnUrl: z.string() }), 400: apiError },
        },
      },
      async (request) => {
        const webshopId = webshopOfOnboardingToken(ctx.secrets, request.params.token);
        if (webshopId === null) throw new AppError('payment-setup-link-invalid');
        await completeSimulatedOnboarding(ctx, webshopId);
        return { responseMessage: 'ok' as const, returnUrl: dashboardUrl };
      },
    );
  };
}
