import type { OrganiserOrderForm } from '../checkout.ts';

/**
 * The form of an order the organiser or a participant saves by hand ('Skapa beställning', paid in cash): last
 * name and email left empty, as they may be. The API tests send it; the web tests type it and read it back.
 */
export const cashOrderForm = {
  buyerFirstName: 'Alex',
  buyerLastName: '',
  buyerEmail: '',
  buyerPhoneNumber: '+1 555 0199',
  countryCode: 'US',
  streetAddress: '2 Oak Street',
  apartment: '',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  personalMessage: '',
  note: 'Paid in cash',
} satisfies OrganiserOrderForm;
