/** The query parameter of the one-click seller login link (SPEC §2 /seller/login?inloggningskod=). */
export const SELLER_LOGIN_CODE_PARAM = 'inloggningskod';

/** One-click seller login with the login code; the server mails it and the organiser copies it. */
export function sellerLoginLink(origin: string, loginCode: string): string {
  return `${origin}/seller/login?${SELLER_LOGIN_CODE_PARAM}=${encodeURIComponent(loginCode)}`;
}

/** The page the mail to an organiser's old address links to, to undo an email change (docs/decisions/0019). */
export const EMAIL_UNDO_PATH = '/undo-email-change';
export const EMAIL_UNDO_TOKEN_PARAM = 'token';

export function emailUndoLink(origin: string, token: string): string {
  return `${origin}${EMAIL_UNDO_PATH}?${EMAIL_UNDO_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** The page a parent or guardian's confirmation mail links to (docs/decisions/0037). */
export const GUARDIAN_PATH = '/guardian';

export function guardianLink(origin: string, token: string): string {
  return `${origin}${GUARDIAN_PATH}/${encodeURIComponent(token)}`;
}

/** A participant's public store. */
export function storeLink(origin: string, sellerId: number): string {
  return `${origin}/shop/${sellerId}`;
}
