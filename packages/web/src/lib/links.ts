import { sellerLoginLink as coreSellerLoginLink } from '@fundshop/core';

/** The page where group members register themselves (SPEC §2 /seller/register/{sellerRegistrationKey}). */
export function sellerRegistrationLink(sellerRegistrationKey: string, origin: string = window.location.origin): string {
  return `${origin}/seller/register/${encodeURIComponent(sellerRegistrationKey)}`;
}

/** A seller's public store (SPEC §2 /shop/{sellerId}). */
export function shopLink(sellerId: number | string, origin: string = window.location.origin): string {
  return `${origin}/shop/${sellerId}`;
}

/** One-click seller login with the login code (SPEC §2 ?inloggningskod=), built by core like the server's mail. */
export function sellerLoginLink(loginCode: string, origin: string = window.location.origin): string {
  return coreSellerLoginLink(origin, loginCode);
}

/** The printable sheet of a seller's shop QR code (Print QR codes dialog): `copies` of it. */
export function qrSheetPath(sellerId: number | string, copies: number): string {
  return `/seller/print-qr-codes/${sellerId}?copies=${copies}`;
}
