import type { Language } from './languages.ts';

/**
 * Every text SPEC (/work/shared/SPEC.md) quotes for a person to read, to the letter, listed under its language
 * (docs/decisions/0042). `spec-texts.test.ts` checks each appears unchanged in the catalogue of its language. Left out:
 * the API's codes ('error-email', 'ok', 'other', 'seller-inactive'), which nobody reads, the currency symbols of
 * §3, which money.test.ts checks (SEK's ' kr' and the sellers table's 'kr' suffix among them), and §5's 'Street address
 * is missing', 'City is missing' and 'Postal code is missing', which no rule shows since an e-book sale asks for no
 * address (docs/decisions/0053). Data, not logic.
 */
export const SPEC_TEXTS: Readonly<Record<'en' | 'sv', readonly string[]>> = {
  en: [
    // §2 Screens and routes
    'You will earn: $',
    'This is a store demo.',
    'Loading...',
    'Thank you for supporting us!',
    'Thank you for your order!',
    'Unexpected Application Error!',
    'Fundraiser Created',
    'Navigate to my dashboard',
    "Let's go",
    'Skip tour',
    'Explore Online Store',
    'Sounds Good!',
    'Set Up Fundraiser',
    'Set Up Now',
    'Fundraiser for',
    '50% of each purchase benefits',
    'Be the first to support!',
    'Loading store...',
    'This webshop is locked and no longer open for orders.',
    'Log in',
    'Logging in... ',
    'Login details missing? Click here to register',
    'Register webshop',
    'Message all sellers',
    'Contact support',
    'Sent!!',
    'Your message has been sent.',
    'Log out',
    'Are you sure that you would like to log out?',
    'Login',
    'Not registered yet? Click here to register.',
    'The link has been copied!',
    'Scan QR code to open the page where group members can register themselves as participants for the group.',
    'Loading contact person...',
    'Information about your contact person could unfortunately not be retrieved.',
    'Seller login',
    'End Fundraiser & Get Paid',
    // §4 States
    'Please fix errors and try again.',
    // §5 Validation
    'Field is missing',
    'Group name is missing',
    'Amount of team members is missing',
    'Country is missing',
    'First name is missing',
    'Last name is missing',
    'Phone number is missing',
    'Email is missing',
    'Invalid email',
    'You need to verify that you are not a robot',
    'You need to verify that you are older than 18 years of age and agree to the terms of use and privacy policy.',
    'ID is missing',
    'Password is missing',
    'Login code missing',
    'State/Province/Region is missing',
    'Name Of Person I Support',
    'Your cart is empty. Please add something to the cart to complete your order.',
    'You can not checkout because this is a demo store only.',
    "This is a demo store only. Therefore you can't add any e-books to the cart.",
    'Text is missing.',
    'Name is missing',
    'You need to confirm that you have read and agree to the terms of use and privacy policy.',
    'Organization is missing',
    'Email is invalid',
    'The password is too short. Please enter at least 6 characters',
    'Please fix the errors and try again.',
    'No option selected. Please select an option to continue.',
    'Please enter a description to continue.',
    // §8 Errors
    'Something went wrong. Please try again, alternatively contact our support at {email} and we will assist you.',
    'ID is incorrect',
    'Password is incorrect',
    'Email is incorrect.',
    'Login link invalid',
    'Seller with this login link has been removed. Please contact your contact person if you need to be reactivated.',
    'The order could not be completed because the webshop has been locked and does not accept any more orders.',
    'The order could not be completed because this webshop belongs to a seller who is no longer active.',
    'This name is already taken by',
    'If your last name is missing, please feel free to add it. If there are several of you with the same name, you can, for example, add a number to the name to make it unique',
    'in this webshop',
    'Account with this email address already exists',
    'Account with this email already exists',
    'Unfortunately, we could not find any organization connected to this this link. Please verify that the link you entered is correct and try again.',
    'Unfortunately, we could not find any shop via this link. Please verify that the link you entered is correct and try again.',
    'The contactperson for this group has not finished the onboarding yet. When the onboarding is finished this shop will be active.',
    'This webshop has not been opened yet.',
    'This webshop belongs to a seller who is no longer active.',
    'ERROR: Has payouts pending already.',
    'Error code:',
    'has not sold anything.',
    "haven't sold anything yet.",
    'No active sellers were foind.',
    'No deleted sellers were found.',
    'Saved!',
    'Your details has now been updated.',
    'The leaderboard is now activated for your sellers.',
    'The leaderboard is now disabled for your sellers.',
    'Add again',
    // §9 Greeting
    'Good morning',
    'Good day',
    'Good afternoon',
    'Good evening',
  ],
  sv: [
    // §2 Screens and routes
    'Skapa beställning',
    'Ändra beställning',
    'Motivera försäljarna',
    'Avbryt',
    'Skicka',
    'Skickat!',
    'Ditt meddelande har skickats.',
    // §5 Validation
    'Text saknas.',
  ],
};

/**
/**
 * SPEC texts the product no longer shows to the letter, each with the decision record that replaced it: untrue of an
 * e-book shop (where SPEC describes a physical-goods shop, the truth wins: 0052) or a slip a new user tripped on
 * (0055), with what the product says instead where one text took its place (`ours`). `spec-texts.test.ts` checks each
 * is in no entry of its language's catalogue, is not also in SPEC_TEXTS, and that `ours` is there. One entry per text
 * and language: a decision that replaces another SPEC text adds its entries here (and takes it out of SPEC_TEXTS).
 */
export const REPLACED_SPEC_TEXTS: readonly { language: Language; text: string; decision: string; ours?: string }[] = [
  // §1, §2 /my-order, §9: e-books are delivered as soon as the payment is confirmed, not in 2-3 weeks.
  { language: 'en', text: 'Delivery takes 2-3 weeks', decision: '0052' },
  { language: 'en', text: '2-3 weeks', decision: '0052' },
  { language: 'sv', text: '2-3 veckor', decision: '0052' },
  { language: 'fr', text: '2 à 3 semaines', decision: '0052' },
  // Grammar: 'participants' takes 'have'.
  {
    language: 'en',
    text: 'No participants has been added yet.',
    decision: '0055',
    ours: 'No participants have been added yet.',
  },
  // The menu item stood over the login page's own title, 'Contact person login', in another spelling.
  { language: 'en', text: 'contactperson login', decision: '0055', ours: 'Contact person login' },
];
