import { generateSecret, generateURI, verify } from 'otplib';

/**
 * RFC 6238 TOTP through otplib (docs/decisions/0031): SHA-1, 6 digits, 30-second steps, as every authenticator app
 * reads them. A code of the step before or after the server's clock is accepted (a phone a little off, a code typed
 * as it changes), and only of a step after the last one accepted, so no code works twice.
 */
const CLOCK_TOLERANCE_SECONDS = 30;
const ISSUER = 'Fundshop';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The address an authenticator app takes from the enrolment screen's QR code. */
export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The time step of `code` if it is right for `secret` now and comes after `lastStep` (the step of the operator's
 * last accepted code), else null.
 */
export async function acceptedTotpStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: CLOCK_TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // otplib answers for HOTP and TOTP alike; only a TOTP result carries the step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
