import { DELIVERY_TIME } from './constants.ts';
import type { RegisterWebshopRequest } from './registration.ts';
import { PRIVACY_PATH, TERMS_PATH } from './supporter-messages.ts';

/** The group registration form (SPEC §2 "Registration form (embedded)"): its address, texts and fields. */
export const REGISTRATION_FORM_PATH = '/register-store/form';

/** The host page's frame height until the form reports its own. */
export const INITIAL_FRAME_HEIGHT = 1200;

export const REGISTRATION_FORM_TEXT = {
  heading: 'Start your fundraiser',
  intro: `It's completely free: no costs and no hidden fees. Supporters get their e-books within ${DELIVERY_TIME}.`,
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
  label: string;
  type?: 'email' | 'tel' | 'number' | 'select';
  autoComplete?: string;
  /** The whole row on a wide screen (the others share a row two by two). */
  wide?: boolean;
  /** A multi-line field of this many rows. */
  rows?: number;
  /** A select's first, unselectable option. */
  placeholder?: string;
}

/** The text fields and the country select, in order (the terms checkbox and the captcha follow). */
export const REGISTRATION_FIELDS: readonly RegistrationFieldText[] = [
  { name: 'schoolOrAssociation', label: 'Group Name', autoComplete: 'organization', wide: true },
  { name: 'amountOfParticipants', label: 'Amount of team members' },
  { name: 'countryCode', label: 'Country', type: 'select', autoComplete: 'country', placeholder: 'Choose country' },
  { name: 'goal', label: 'Goal', type: 'number' },
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Your Email', autoComplete: 'email', type: 'email' },
  { name: 'phoneNumber', label: 'Phone Number', autoComplete: 'tel', type: 'tel' },
  { name: 'commentToBuyers', label: 'Message to supporters', rows: 3, wide: true },
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

const LINKED: Record<string, string> = { 'terms of use': TERMS_PATH, 'privacy policy': PRIVACY_PATH };

/** A terms checkbox's label in parts, 'terms of use' and 'privacy policy' with the address of their page. */
export function termsLabelParts(label: string): { text: string; href?: string }[] {
  return label
    .split(/(terms of use|privacy policy)/)
    .filter((text) => text !== '')
    .map((text) => (LINKED[text] ? { text, href: LINKED[text] } : { text }));
}
