import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.ts';

/**
 * POST /api/account/language: the organiser's or seller's own language, chosen in the menu (docs/decisions/0044).
 * Kept on the account, so that the next login on another device starts in it.
 */
export const chooseLanguageRequest = z.object({ language: z.enum(LANGUAGES) });
export type ChooseLanguageRequest = z.input<typeof chooseLanguageRequest>;
export const chooseLanguageResponse = z.object({ language: z.enum(LANGUAGES) });
export type ChooseLanguageResponse = z.infer<typeof chooseLanguageResponse>;
