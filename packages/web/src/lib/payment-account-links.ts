/** The organiser's links to the payment provider, each fetched on the click that opens it (they are one-time). */
import { organizationDetailsLinkResponse, organizationLoginDashboardLinkResponse } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * GET /api/stripe/organization-login-dashboard-link (organiser): a one-time sign-in to the payment provider's
 * dashboard, so it is fetched on click, never ahead.
 */
export async function getOrganizationLoginDashboardLink(): Promise<string> {
  const result = await apiRequest('/api/stripe/organization-login-dashboard-link', {
    auth: 'contact-person',
    schema: organizationLoginDashboardLinkResponse,
  });
  return result.organizationLoginDashboardLink;
}

export function useOrganizationLoginDashboardLink() {
  return useMutation({ mutationFn: getOrganizationLoginDashboardLink });
}

/**
 * GET /api/stripe/organization-details-link (organiser): where the organiser completes or changes the payment
 * account at the provider (same tab). The setup card and Payments & Sales both open it, so it lives here.
 */
export async function getOrganizationDetailsLink(): Promise<string> {
  const result = await apiRequest('/api/stripe/organization-details-link', {
    auth: 'contact-person',
    schema: organizationDetailsLinkResponse,
  });
  return result.organizationDetailsLink;
}

export function useOrganizationDetailsLink() {
  return useMutation({ mutationFn: getOrganizationDetailsLink });
}
