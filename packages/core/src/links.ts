/** The query parameter of the one-click seller login link (SPEC §2 /seller/login?inloggningskod=). */
export const SELLER_LOGIN_CODE_PARAM = 'inloggningskod';

/** One-click seller login with the login code; the server mails it and the organiser copies it. */
export function sellerLoginLink(origin: string, loginCode: string): string {
  return `${origin}/seller/login?${SELLER_LOGIN_CODE_PARAM}=${encodeURIComponent(loginCode)}`;
}
