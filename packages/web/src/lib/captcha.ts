import { solveChallenge } from 'altcha-lib';

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * Solves an ALTCHA proof-of-work challenge and returns the payload the server verifies:
 * base64(JSON {algorithm, challenge, number, salt, signature, took}). Resolves null when it cannot be solved.
 */
export function solveAltcha(challenge: AltchaChallenge): { promise: Promise<string | null>; abort: () => void } {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber ?? 1_000_000,
  );
  return {
    abort: () => controller.abort(),
    promise: promise.then((solution) => {
      if (!solution) return null;
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution.number,
        salt: challenge.salt,
        signature: challenge.signature,
        took: solution.took,
      };
      return btoa(JSON.stringify(payload));
    }),
  };
}
