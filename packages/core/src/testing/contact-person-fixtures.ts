import type { RetrieveWebshopDetailsResponse } from '../contact-person.ts';

/**
 * The contact person's details as the Profile form holds them, no new password typed: what the API tests send and
 * the web tests fill the form with.
 */
export const contactPersonDetails = {
  schoolOrAssociation: 'Riverside',
  classOrTeam: '',
  firstName: 'Jamie',
  lastName: 'Lee',
  email: 'jamie@example.com',
  phoneNumber: '+1 555 0101',
  password: '',
  commentToBuyers: '',
} satisfies RetrieveWebshopDetailsResponse;
