import { z } from 'zod';
import { MAX_GOAL } from './constants.ts';
import { FIELD_MAX } from './field-max.ts';
import { countryCode, goal, idParam, safeText, teamMembers } from './fields.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { tooLongMessage } from './messages.ts';

/**
 * The group's settings after registration (issue 27): goal, team size, message to supporters, the group's language
 * (issue 28, docs/decisions/0044), and the country while nothing has been sold (the currency follows the country, and
 * a sale fixes it).
 */
export const GROUP_SETTINGS_MSG = {
  title: 'Fundraiser settings',
  intro: "Your group's goal and team size. The country can change until the first sale: orders are in its currency.",
  countryLocked:
    'The country cannot be changed after the first sale: orders are in its currency. Please contact support if it is wrong.',
  countryLockedHint: 'Fixed since the first sale (orders are in its currency).',
  save: 'Save settings',
  saved: 'The settings are saved.',
  language: "Group's language",
  languageHint:
    'The store, the dashboards and the messages to the sellers are in it. A supporter whose browser asks for another of our languages sees the store in that one.',
} as const;

/**
 * The settings form's fields, as registration validates them. The message to supporters is optional: left out, it
 * stays as it is (the organiser edits it on the Profile form, SPEC's; a co-organiser, who has no Profile form, here).
 */
export const groupSettingsForm = z.object({
  goal: goal(MAX_GOAL),
  amountOfParticipants: teamMembers(FIELD_MAX.registration.amountOfParticipants),
  countryCode,
  commentToBuyers: safeText({ multiline: true })
    .max(FIELD_MAX.registration.commentToBuyers, tooLongMessage(FIELD_MAX.registration.commentToBuyers))
    .optional(),
  /** Left out, it stays as it is (a client that predates it). */
  language: z.enum(LANGUAGES).optional(),
});
export type GroupSettingsForm = z.input<typeof groupSettingsForm>;

/** POST /api/contact-person/update-group-settings */
export const updateGroupSettingsRequest = groupSettingsForm.extend({ webShopId: idParam });
export type UpdateGroupSettingsRequest = z.input<typeof updateGroupSettingsRequest>;

/**
 * GET /api/contact-person/group-settings: the settings as saved (goal in major units of the currency), whether the
 * country may still change. amountOfParticipants is as it was registered (older groups may hold a range, '11-20').
 */
export const groupSettingsResponse = z.object({
  goal: z.number(),
  amountOfParticipants: z.string(),
  countryCode: z.string(),
  currencyCode: z.string(),
  commentToBuyers: z.string(),
  language: z.enum(LANGUAGES),
  canChangeCountry: z.boolean(),
});
export type GroupSettingsResponse = z.infer<typeof groupSettingsResponse>;
