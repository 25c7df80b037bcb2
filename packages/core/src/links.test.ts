import { describe, expect, it } from 'vitest';
import { isErrorCode } from './error-codes.ts';
import { SELLER_LOGIN_CODE_PARAM, emailUndoLink, sellerLoginLink } from './links.ts';

describe('sellerLoginLink', () => {
  it('puts the login code, encoded, in the inloggningskod parameter', () => {
    expect(SELLER_LOGIN_CODE_PARAM).toBe('inloggningskod');
    expect(sellerLoginLink('https://fundshop.example', 'AB CD&1')).toBe(
      'https://fundshop.example/seller/login?inloggningskod=AB%20CD%261',
    );
  });
});

describe('emailUndoLink', () => {
  it('puts the token, encoded, on the public undo page', () => {
    expect(emailUndoLink('https://fundshop.example', 'a+b/c')).toBe(
      'https://fundshop.example/undo-email-change?token=a%2Bb%2Fc',
    );
  });
});

describe('isErrorCode', () => {
  it('knows the API codes and nothing else', () => {
    expect(isErrorCode('error-username')).toBe(true);
    expect(isErrorCode('locked-webshop')).toBe(true);
    expect(isErrorCode('email-taken')).toBe(false);
  });
});
