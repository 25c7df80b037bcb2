import type { MessageKey } from './i18n/catalogues/en.ts';
import type { RegisterWebshopRequest } from './registration.ts';
import { PRIVACY_PATH, TERMS_PATH } from './supporter-messages.ts';

/** The group registration form (SPEC §2 "Registration form (embedded)"): its address, texts and fields. */
export const REGISTRATION_FORM_PATH = '/register-store/form';

/** The host page's frame height until the form reports its own. */
export const INITIAL_FRAME_HEIGHT = 1200;

/** The form's English texts, which the English catalogue reads (`register.*`); the page shows them through `t()`. */
export const REGISTRATION_FORM_TEXT = {
  heading: 'Start your fundraiser',
  intro: `It's completely free: no costs and no hidden fees. Supporters get their e-books by email within minutes.`,
  terms: 'I am older than 18 years of age and agree to the terms of use and privacy policy.',
  submit: 'Submit',
  formName: 'Register your group',
  frameTitle: 'Registration form',
} as const;

type RegistrationFieldName = keyof Pick<
  RegisterWebshopRequest,
  | 'schoolOrAssociation'
  | 'amountOfParticipants'
  | 'countryCode'
  | 'goal'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'commentToBuyers'
>;

export interface RegistrationFieldText {
  name: RegistrationFieldName;
  /** The label's catalogue key: the form is drawn in the page's language. */
  label: MessageKey;
  type?: 'email' | 'tel' | 'number' | 'select';
  autoComplete?: string;
  /** The whole row on a wide screen (the others share a row two by two). */
  wide?: boolean;
  /** A multi-line field of this many rows. */
  rows?: number;
  /** A select's first, unselectable option. */
  placeholder?: MessageKey;
}

/** The text fields and the country select, in order (the terms checkbox and the captcha follow). */
export const REGISTRATION_FIELDS: readonly RegistrationFieldText[] = [
  { name: 'schoolOrAssociation', label: 'register.groupName', autoComplete: 'organization', wide: true },
  { name: 'amountOfParticipants', label: 'register.teamMembers' },
  {
    name: 'countryCode',
    label: 'register.country',
    type: 'select',
    autoComplete: 'country',
    placeholder: 'register.chooseCountry',
  },
  { name: 'goal', label: 'register.goal', type: 'number' },
  { name: 'firstName', label: 'register.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'register.lastName', autoComplete: 'family-name' },
  { name: 'email', label: 'register.email', autoComplete: 'email', type: 'email' },
  { name: 'phoneNumber', label: 'register.phoneNumber', autoComplete: 'tel', type: 'tel' },
  { name: 'commentToBuyers', label: 'register.messageToSupporters', rows: 3, wide: true },
];

/** SPEC §9: mobile detection by user agent (iPhone, iPad, iPod, Android). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Android/i.test(userAgent);
}

/** A page address's query (URLSearchParams on either side). */
interface QueryParams {
  get(name: string): string | null;
}

function flagSet(params: QueryParams, name: string): boolean {
  const value = params.get(name);
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

/** SPEC §2: the captcha is solved invisibly with the `embedded` or `mobile` flag, or on a phone. */
export function captchaHiddenFor(params: QueryParams, userAgent: string): boolean {
  return flagSet(params, 'embedded') || flagSet(params, 'mobile') || isMobileUserAgent(userAgent);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A terms checkbox's label in parts, the words naming the terms and the privacy policy with the address of their
 * page: 'terms of use' and 'privacy policy' in English, the label's own language's words otherwise.
 */
export function termsLabelParts(
  label: string,
  words: { terms: string; privacy: string } = { terms: 'terms of use', privacy: 'privacy policy' },
): { text: string; href?: string }[] {
  const linked: Record<string, string> = { [words.terms]: TERMS_PATH, [words.privacy]: PRIVACY_PATH };
  return label
    .split(new RegExp(`(${escaped(words.terms)}|${escaped(words.privacy)})`))
    .filter((text) => text !== '')
    .map((text) => (linked[text] ? { text, href: linked[text] } : { text }));
}
