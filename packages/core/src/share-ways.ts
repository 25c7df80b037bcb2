/*
 * The ways a participant's store link is shared (issue 29, docs/decisions/0049). Each link carries its way as
 * `?via=`, the store hands it to the checkout, and the order keeps it, so a participant sees which way brought sales:
 * no cookie, nothing about the person who opened the link. Without zod: the store reads it on its first paint.
 */

export const SHARE_WAYS = ['share', 'sms', 'whatsapp', 'email', 'facebook', 'copy', 'qr', 'poster', 'team'] as const;
export type ShareWay = (typeof SHARE_WAYS)[number];

/** The store link's query parameter that names the way. */
export const SHARE_WAY_PARAM = 'via';

export function isShareWay(value: unknown): value is ShareWay {
  return typeof value === 'string' && (SHARE_WAYS as readonly string[]).includes(value);
}

/** A store link tagged with the way it is shared. */
export function taggedStoreLink(link: string, way: ShareWay): string {
  return `${link}${link.includes('?') ? '&' : '?'}${SHARE_WAY_PARAM}=${way}`;
}

/** The way a store page was opened by, from its query string; none for an untagged or altered link. */
export function shareWayOf(search: string): ShareWay | undefined {
  const way = new URLSearchParams(search).get(SHARE_WAY_PARAM);
  return isShareWay(way) ? way : undefined;
}
