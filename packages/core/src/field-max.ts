/**
 * Every form field's maximum length (SPEC §5), per form and named as the form's field. The zod schemas enforce
 * them and the web inputs take them as maxLength, so the two never drift apart.
 */
export const FIELD_MAX = {
  registration: {
    schoolOrAssociation: 34,
    amountOfParticipants: 24,
    firstName: 24,
    lastName: 34,
    email: 65,
    phoneNumber: 19,
    commentToBuyers: 200,
    comment: 1000,
  },
  /** webShopId: SPEC's 45, widened to an organiser's email's 65 since co-organisers log in by email (decision 0035). */
  contactPersonLogin: { webShopId: 65, password: 100 },
  details: {
    schoolOrAssociation: 34,
    classOrTeam: 34,
    firstName: 24,
    lastName: 34,
    email: 65,
    phoneNumber: 19,
    password: 19,
    commentToBuyers: 200,
  },
  participant: { name: 35, email: 50 },
  sellerLogin: { loginEmail: 45, loginPassword: 100 },
  /** salesGoal: characters typed into the goal input ('10000000.00' and a little room); the schema caps the value. */
  sellerDetails: { name: 35, salesGoal: 12, commentToBuyers: 200, email: 50 },
  checkout: {
    buyerFirstName: 24,
    buyerLastName: 34,
    buyerEmail: 254,
    buyerPhoneNumber: 30,
    streetAddress: 100,
    apartment: 50,
    city: 50,
    state: 50,
    postalCode: 20,
    personalMessage: 200,
    note: 200,
  },
  /** Characters typed, with the spaces and slash the form inserts ('4242 4242 4242 4242 123', '12 / 30'). */
  card: { cardNumber: 23, expiry: 7, cvc: 4 },
} as const;
