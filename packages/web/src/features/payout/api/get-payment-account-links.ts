import { organizationDetailsLinkResponse, organizationLoginDashboardLinkResponse } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

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
 * GET /api/stripe/organization-details-link (organiser): the payment account's details at the provider. The
 * contact-person feature calls it too, for the setup; a feature never imports another, hence this twin.
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
