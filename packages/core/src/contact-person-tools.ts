import { z } from 'zod';
import { idParam, requiredText, safeText } from './fields.ts';
import { MSG } from './messages.ts';
import { TOOLS_MSG } from './tools-messages.ts';

export { TOOLS_MSG };

/**
 * The organiser's tools (SPEC §2 /contactperson/messages, 'Motivera försäljarna', introduction question,
 * leaderboard; §3 Message payload; §4 Message send; §5; §7; docs/decisions/0007-contact-person-tools.md).
 */

/** SPEC §5 message limits. */
export const MESSAGE_MAX = { toSellers: 999, toSupport: 399, motivate: 999, introductionOther: 340 } as const;

/** How many messages a group may send per hour, per kind (a stolen session can not turn the platform into a spammer). */
export const MESSAGE_RATE_LIMIT = { perHour: 10 } as const;

// ---------------------------------------------------------------------------------------------
// Messages (SPEC §3 Message payload: webShopId, message)

export const sendMessageToSellersRequest = z.object({
  webShopId: idParam,
  message: requiredText(MSG.textMissing, MESSAGE_MAX.toSellers, { multiline: true }),
});
export type SendMessageToSellersRequest = z.input<typeof sendMessageToSellersRequest>;

/** 'Motivera försäljarna': the same delivery, 'Text is missing.' when empty ('Text saknas.' in Swedish). */
export const motivateSellersRequest = z.object({
  webShopId: idParam,
  message: requiredText(MSG.motivateTextMissing, MESSAGE_MAX.motivate, { multiline: true }),
});
export type MotivateSellersRequest = z.input<typeof motivateSellersRequest>;

/** Who the message reached: the active sellers with an email, and how many active sellers have none. */
export const sendMessageToSellersResponse = z.object({
  responseMessage: z.literal('ok'),
  sentTo: z.number().int(),
  withoutEmail: z.number().int(),
});
export type SendMessageToSellersResponse = z.infer<typeof sendMessageToSellersResponse>;

export const sendMessageToSupportRequest = z.object({
  webShopId: idParam,
  message: requiredText(MSG.textMissing, MESSAGE_MAX.toSupport, { multiline: true }),
});
export type SendMessageToSupportRequest = z.input<typeof sendMessageToSupportRequest>;
export const sendMessageToSupportResponse = z.object({ responseMessage: z.literal('ok') });

// ---------------------------------------------------------------------------------------------
// Introduction question: how the group heard of us (marketing learns which channels bring groups).

export const INTRODUCTION_OPTIONS = [
  'search-engine',
  'social-media',
  'friend-or-other-group',
  'school-or-club',
  'email-or-newsletter',
  'other',
] as const;
export type IntroductionOption = (typeof INTRODUCTION_OPTIONS)[number];

export const INTRODUCTION_OPTION_LABELS: Record<IntroductionOption, string> = {
  'search-engine': 'Search engine (Google, Bing, ...)',
  'social-media': 'Social media',
  'friend-or-other-group': 'A friend or another group',
  'school-or-club': 'Our school, club or association',
  'email-or-newsletter': 'Email or newsletter',
  other: 'Other',
};

export const answerIntroductionQuestionRequest = z
  .object({
    webShopId: idParam,
    answer: z.enum(INTRODUCTION_OPTIONS, { error: TOOLS_MSG.noOptionSelected }),
    /** Required for 'other' (SPEC §5), ignored otherwise. */
    description: safeText({ multiline: true })
      .max(MESSAGE_MAX.introductionOther, `Maximum ${MESSAGE_MAX.introductionOther} characters`)
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (value.answer === 'other' && value.description === '') {
      ctx.addIssue({ code: 'custom', path: ['description'], message: TOOLS_MSG.descriptionMissing });
    }
  });
export type AnswerIntroductionQuestionRequest = z.input<typeof answerIntroductionQuestionRequest>;
export const answerIntroductionQuestionResponse = z.object({ responseMessage: z.literal('ok') });

// ---------------------------------------------------------------------------------------------
// Leaderboard (SPEC leaves the call open): POST /api/contact-person/update-friend-competition

export const updateFriendCompetitionRequest = z.object({
  webShopId: idParam,
  isActive: z.boolean({ error: MSG.fieldMissing }),
});
export type UpdateFriendCompetitionRequest = z.input<typeof updateFriendCompetitionRequest>;
export const updateFriendCompetitionResponse = z.object({
  responseMessage: z.literal('ok'),
  isFriendCompetitionActive: z.boolean(),
});

/**
 * POST /api/contact-person/update-sales-reminder (the group's organiser): one gentle reminder to each participant that
 * has not sold REMINDER_AFTER_DAYS after joining, on or off (docs/decisions/0049).
 */
export const updateSalesReminderRequest = updateFriendCompetitionRequest;
export const updateSalesReminderResponse = z.object({
  responseMessage: z.literal('ok'),
  isSalesReminderActive: z.boolean(),
});

/** Days a participant has to sell before the reminder, when its organiser has switched it on. */
export const REMINDER_AFTER_DAYS = 3;
