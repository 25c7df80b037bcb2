import { solveChallenge } from 'altcha-lib';
import CaptchaWorker from './captcha-worker.ts?worker';

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

interface Solution {
  number: number;
  took: number;
}

/** Finds the solution in a worker; on the main thread where the browser has no workers (and in jsdom). */
function solve(challenge: AltchaChallenge): { promise: Promise<Solution | null>; abort: () => void } {
  const max = challenge.maxnumber ?? 1_000_000;
  if (typeof Worker === 'undefined') {
    const { promise, controller } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, max);
    return { promise, abort: () => controller.abort() };
  }
  const worker = new CaptchaWorker();
  let settle: (solution: Solution | null) => void = () => {};
  const promise = new Promise<Solution | null>((resolve) => {
    settle = (solution) => {
      worker.terminate();
      resolve(solution);
    };
  });
  worker.onmessage = (event: MessageEvent<Solution | null>) => settle(event.data);
  worker.onerror = () => settle(null);
  const { algorithm, salt } = challenge;
  worker.postMessage({ type: 'work', payload: { algorithm, challenge: challenge.challenge, max, salt, start: 0 } });
  return { promise, abort: () => settle(null) };
}

/**
 * Solves an ALTCHA proof-of-work challenge and returns the payload the server verifies:
 * base64(JSON {algorithm, challenge, number, salt, signature, took}). Resolves null when it cannot be solved.
 */
export function solveAltcha(challenge: AltchaChallenge): { promise: Promise<string | null>; abort: () => void } {
  const { promise, abort } = solve(challenge);
  return {
    abort,
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
