import { taggedStoreLink, type ShareWay } from '@fundshop/core';

/*
 * The share kit's links (issue 29, docs/decisions/0049): each opens the seller's own app with the message and the
 * store link tagged with its way. Nothing is sent by Fundshop and no contact is ever read.
 */

/** The message as sent: the seller's words, then the tagged link on its own line. */
export function messageWithLink(message: string, link: string, way: ShareWay): string {
  return `${message.trim()}\n${taggedStoreLink(link, way)}`;
}

/** SPEC §2 'Share webshop on Facebook'. */
export function facebookShareUrl(link: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(taggedStoreLink(link, 'facebook'))}`;
}

/** A text message with the body filled in: `sms:?&body=` is read by both Android and iOS. */
export function smsUrl(message: string, link: string): string {
  return `sms:?&body=${encodeURIComponent(messageWithLink(message, link, 'sms'))}`;
}

/** WhatsApp's documented click-to-chat link without a number: the app asks whom to send it to. */
export function whatsappUrl(message: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(messageWithLink(message, link, 'whatsapp'))}`;
}

export function mailtoUrl(subject: string, message: string, link: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(messageWithLink(message, link, 'email'))}`;
}
