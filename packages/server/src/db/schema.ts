// One file on purpose: drizzle-kit generates the migrations from this one schema file (drizzle.config.ts).
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  customType,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_ROLES,
  AUDIT_ACTOR_ROLES,
  DISPUTE_STATUSES,
  EDITION_CONTENT_TYPES,
  EDITION_FORMATS,
  LANGUAGES,
  ORDER_CREATED_BY,
  ORDER_SOURCES,
  ORDER_STATUSES,
  OPERATOR_ROLES,
  PAYOUT_SCHEDULES,
  PAYOUT_STATUSES,
  REFUND_REQUESTED_BY,
  REFUND_STATUSES,
  SELLER_ADDED_BY,
  SHARE_WAYS,
  EBOOK_TAX_CODE,
  TAX_BEHAVIOURS,
  TAX_SOURCES,
  TAX_TYPES,
} from '@fundshop/core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** What an organiser's message is for (docs/decisions/0007). */
export const MESSAGE_KINDS = ['to-sellers', 'to-support', 'motivate'] as const;
/** A message is sent from the organiser's session only. */
export const MESSAGE_SENDER_ROLES = ['contactperson'] as const satisfies readonly (typeof ACCOUNT_ROLES)[number][];
/** pending: due for (another) attempt; sent: an SMTP server took it; failed: given up after the last attempt. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
/** The notices a person can say no to (docs/decisions/0048): a participant's sales and end message, the organiser's summary. */
export const NOTICE_KINDS = ['sales', 'daily-summary', 'fundraiser-end', 'reminder'] as const;
/** Who holds a session: a group's organiser or seller, or one of the platform's operators (docs/decisions/0031). */
export const SESSION_ROLES = [...ACCOUNT_ROLES, 'operator'] as const;

/**
 * `column in ('a', 'b')` built from the same list the column's TypeScript type comes from, so the database and the
 * code can not disagree on the values (docs/decisions/0011).
 */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  if (values.some((v) => !/^[A-Za-z0-9_-]+$/.test(v))) throw new Error(`not a plain value list: ${values.join(',')}`);
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

/** A group's fundraiser ("webshop"). Money is integer minor units of currency_code. */
export const webshops = pgTable(
  'webshops',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    name: text('name').notNull(),
    classOrTeam: text('class_or_team').notNull().default(''),
    countryCode: text('country_code').notNull(),
    currencyCode: text('currency_code').notNull(),
    goalMinor: integer('goal_minor').notNull(),
    amountOfParticipants: text('amount_of_participants').notNull().default(''),
    commentToBuyers: text('comment_to_buyers').notNull().default(''),
    comment: text('comment').notNull().default(''),
    sellerRegistrationKey: text('seller_registration_key').notNull().unique(),
    isLocked: boolean('is_locked').notNull().default(false),
    /** When the organiser (or an operator) last locked it; null while open (the end-of-fundraiser notice, decision 0049). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    payoutSchedule: text('payout_schedule', { enum: PAYOUT_SCHEDULES }).notNull().default('monthly'),
    paymentAccountId: text('payment_account_id').unique(),
    hasFinishedOnboarding: boolean('has_finished_onboarding').notNull().default(false),
    onboardingAnnouncedAt: timestamp('onboarding_announced_at', { withTimezone: true }),
    displayLockedDialog: boolean('display_locked_dialog').notNull().default(false),
    introductionAnswer: text('introduction_answer'),
    /** The sellers' leaderboard (SPEC friendCompetitors); the organiser's toggle call comes later. */
    isFriendCompetitionActive: boolean('is_friend_competition_active').notNull().default(false),
    /** The organiser's switch: one gentle reminder to participants who have not sold after a few days (decision 0049). */
    isSalesReminderActive: boolean('is_sales_reminder_active').notNull().default(false),
    /** The group's language (docs/decisions/0044): its supporters' pages, and its people's until they choose. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    check('webshops_payout_schedule', oneOf(t.payoutSchedule, PAYOUT_SCHEDULES)),
    check('webshops_language', oneOf(t.language, LANGUAGES)),
    check('webshops_goal_not_negative', sql`${t.goalMinor} >= 0`),
  ],
);

export const contactPersons = pgTable(
  'contact_persons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    webshopId: integer('webshop_id')
      .notNull()
      .unique()
      .references(() => webshops.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Wrong passwords since the last login, shown to the owner at the next one (docs/decisions/0010). */
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
    /** When the organiser's personal fields were erased (docs/decisions/0039); it can no longer log in. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The organiser's own language, chosen in the menu; null follows the group's (docs/decisions/0044). */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_persons_email_idx').on(sql`lower(${t.email})`),
    check('contact_persons_language', sql`${t.language} is null or ${oneOf(t.language, LANGUAGES)}`),
  ],
);

/**
 * The single-use links that reset an organiser's forgotten password (docs/decisions/0034): the token is stored as its
 * SHA-256, used once (used_at) and only until expires_at.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_contact_person_idx').on(t.contactPersonId)],
);

/**
 * A group's co-organisers (docs/decisions/0035): invited by email with a single-use link (its SHA-256 kept until it is
 * used or the invitation is sent again); accepting sets the co-organiser's name and password. An email is a
 * co-organiser of one group, so the login by email finds one account.
 */
export const coOrganisers = pgTable(
  'co_organisers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('co_organisers_email_uq').on(sql`lower(${t.email})`),
    index('co_organisers_webshop_idx').on(t.webshopId),
    // The target of the foreign key that keeps a co-organiser's session in its group.
    unique('co_organisers_id_webshop_uq').on(t.id, t.webshopId),
    check(
      'co_organisers_accepted',
      sql`${t.acceptedAt} is null or (${t.passwordHash} is not null and ${t.name} <> '')`,
    ),
    check('co_organisers_invite_link', sql`(${t.inviteTokenHash} is null) = (${t.inviteExpiresAt} is null)`),
  ],
);

/** A participant. Login code: HMAC for lookup, AES-GCM copy for the organiser's table (ARCHITECTURE §3). */
export const sellers = pgTable(
  'sellers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    loginCodeHmac: text('login_code_hmac').notNull().unique(),
    loginCodeEncrypted: text('login_code_encrypted').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    salesGoalMinor: integer('sales_goal_minor').notNull().default(0),
    commentToBuyers: text('comment_to_buyers').notNull().default(''),
    pictureFile: text('picture_file'),
    addedByRole: text('added_by_role', { enum: SELLER_ADDED_BY }).notNull(),
    /**
     * Since when the seller may see the organiser's email and phone: set when the organiser adds it, or at its first
     * login with the mailed code; null for a seller that only holds its self-registration session (decision 0019).
     */
    contactDetailsVisibleAt: timestamp('contact_details_visible_at', { withTimezone: true }),
    /** Under 18 (asked, no date of birth): the guardian confirms and gets every mail (docs/decisions/0037). */
    isMinor: boolean('is_minor').notNull().default(false),
    guardianEmail: text('guardian_email'),
    /** The single-use confirmation link's token, hashed; null once used. */
    guardianTokenHash: text('guardian_token_hash'),
    guardianTokenExpiresAt: timestamp('guardian_token_expires_at', { withTimezone: true }),
    /** Until set, a minor's store does not open and no order can be placed in it. */
    guardianConfirmedAt: timestamp('guardian_confirmed_at', { withTimezone: true }),
    /** The guardian agreed to the full name in the public store; the organiser may then show it. */
    fullNameConsent: boolean('full_name_consent').notNull().default(false),
    showFullName: boolean('show_full_name').notNull().default(false),
    /** When the participant was erased, on request or by retention (docs/decisions/0039, 0040); never active again. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The seller's own language, chosen in the menu; null follows the group's (docs/decisions/0044). */
    language: text('language', { enum: LANGUAGES }),
    /**
     * The group's own store, which a supporter buys in "for the team as a whole" (docs/decisions/0050): one per
     * webshop, no name (the group's shows), no login, never listed as a participant.
     */
    isTeam: boolean('is_team').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sellers_one_team_uq')
      .on(t.webshopId)
      .where(sql`${t.isTeam}`),
    check('sellers_team_is_nobody', sql`not ${t.isTeam} or (${t.email} is null and not ${t.isMinor})`),
    check('sellers_language', sql`${t.language} is null or ${oneOf(t.language, LANGUAGES)}`),
    uniqueIndex('sellers_webshop_name_uq').on(t.webshopId, sql`lower(${t.name})`),
    uniqueIndex('sellers_guardian_token_uq').on(t.guardianTokenHash),
    check('sellers_minor_has_guardian', sql`not ${t.isMinor} or ${t.guardianEmail} is not null`),
    check('sellers_minor_without_own_email', sql`not ${t.isMinor} or ${t.email} is null`),
    check(
      'sellers_guardian_only_for_minor',
      sql`${t.isMinor} or (${t.guardianEmail} is null and ${t.guardianTokenHash} is null and ${t.guardianConfirmedAt} is null and not ${t.fullNameConsent})`,
    ),
    check('sellers_full_name_with_consent', sql`not ${t.showFullName} or not ${t.isMinor} or ${t.fullNameConsent}`),
    uniqueIndex('sellers_email_uq').on(sql`lower(${t.email})`),
    // The target of the composite foreign keys that keep an order's or a session's seller in its webshop.
    unique('sellers_id_webshop_uq').on(t.id, t.webshopId),
    check('sellers_added_by_role', oneOf(t.addedByRole, SELLER_ADDED_BY)),
    check('sellers_sales_goal_not_negative', sql`${t.salesGoalMinor} >= 0`),
    check('sellers_erased_inactive', sql`${t.erasedAt} is null or (not ${t.isActive} and ${t.email} is null)`),
    // Whether a picture is still used is asked whenever one is let go (integrations/images/database-picture-store.ts).
    index('sellers_picture_file_idx').on(t.pictureFile),
  ],
);

/** PGlite hands bytea over as a Uint8Array, node-postgres as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Seller pictures, in the database so that every API instance serves every picture (ARCHITECTURE §5). Keyed by the
 * SHA-256 of the bytes: the same picture is kept once, and its address never needs to change or expire. saved_at is
 * renewed by every save, so a picture just saved again is never let go under a seller about to use it
 * (docs/decisions/0012-several-instances.md).
 */
export const pictures = pgTable(
  'pictures',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pictures_key_check', sql`${t.key} ~ '^[0-9a-f]{64}$'`),
    check('pictures_content_type_check', sql`${t.contentType} = 'image/jpeg'`),
  ],
);

/**
 * The e-book catalog shared by every webshop. A product off sale (on_sale false) leaves every store and cannot be
 * ordered; its webshop_products rows stay, as orders name them (docs/decisions/0033).
 */
export const products = pgTable('products', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  coverImageUrl: text('cover_image_url').notNull(),
  /** The uploaded cover's picture (the `pictures` table keeps it while a product uses it); null: a shipped cover. */
  coverPictureKey: text('cover_picture_key'),
  shortDescription: text('short_description').notNull(),
  descriptionHtml: text('description_html').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  onSale: boolean('on_sale').notNull().default(true),
});

export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currencyCode] }),
    check('product_prices_positive', sql`${t.priceMinor} > 0`),
  ],
);

/**
 * E-book files (EPUB and PDF editions), in the database like pictures so every instance serves every file; keyed by
 * the SHA-256 of the bytes, so the same file is kept once (docs/decisions/0025-e-book-files.md).
 */
export const ebookFiles = pgTable(
  'ebook_files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ebook_files_key_check', sql`${t.key} ~ '^[0-9a-f]{64}$'`),
    check(
      'ebook_files_content_type_check',
      sql`${t.contentType} in (${sql.raw(
        Object.values(EDITION_CONTENT_TYPES)
          .map((v) => `'${v}'`)
          .join(', '),
      )})`,
    ),
    check('ebook_files_size_check', sql`${t.size} > 0 and ${t.size} = octet_length(${t.bytes})`),
  ],
);

/**
 * A product's editions: one EPUB and one PDF, each pointing at its file. A product is sold only with both
 * (webshop_products_need_editions, migration 0014). `sample` marks the repository's sample edition, which the seed
 * keeps up to date; an edition an operator imported is never touched by the seed.
 */
export const productEditions = pgTable(
  'product_editions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => ebookFiles.key),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    sample: boolean('sample').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.format] }),
    index('product_editions_file_key_idx').on(t.fileKey),
    check('product_editions_format_check', oneOf(t.format, EDITION_FORMATS)),
    check('product_editions_size_check', sql`${t.size} > 0`),
    check('product_editions_sha256_check', sql`${t.sha256} = ${t.fileKey}`),
    check('product_editions_file_name_check', sql`${t.fileName} like ('%.' || ${t.format})`),
  ],
);

/** What one webshop sells, at the price fixed when it was added. */
export const webshopProducts = pgTable(
  'webshop_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [
    uniqueIndex('webshop_products_uq').on(t.webshopId, t.productId),
    check('webshop_products_price_not_negative', sql`${t.priceMinor} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    // Paid orders are kept whatever else goes (ARCHITECTURE §4): a webshop or seller with orders can not be deleted
    // (a seller is removed with is_active), and the seller must be one of the order's webshop (orders_seller_fk).
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id').notNull(),
    /** card: paid through the payment provider; manual: entered by organiser or seller, paid outside. */
    source: text('source', { enum: ORDER_SOURCES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    checkoutSession: text('checkout_session').unique(),
    createdByRole: text('created_by_role', { enum: ORDER_CREATED_BY }).notNull(),
    buyerFirstName: text('buyer_first_name').notNull(),
    buyerLastName: text('buyer_last_name').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
    buyerPhoneNumber: text('buyer_phone_number').notNull().default(''),
    countryCode: text('country_code').notNull(),
    streetAddress: text('street_address').notNull(),
    apartment: text('apartment').notNull().default(''),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    state: text('state').notNull(),
    personalMessage: text('personal_message').notNull().default(''),
    note: text('note').notNull().default(''),
    currencyCode: text('currency_code').notNull(),
    /** What the buyer pays (gross): the lines' prices, with their tax inside or added (tax_behaviour). */
    totalMinor: integer('total_minor').notNull(),
    /**
     * The tax in total_minor: the sum of the lines' tax (docs/decisions/0057). Net is total_minor - tax_minor; an
     * order placed before taxes were charged holds 0 (tax_source 'none').
     */
    taxMinor: integer('tax_minor').notNull().default(0),
    /** Whether the lines' prices held their tax (GB, AU, NZ) or had it added (US, CA), as the market writes prices. */
    taxBehaviour: text('tax_behaviour', { enum: TAX_BEHAVIOURS }).notNull().default('inclusive'),
    /** Where the tax figures came from: Stripe Tax, the local rates library, or none (before taxes). */
    taxSource: text('tax_source', { enum: TAX_SOURCES }).notNull().default('none'),
    /** The state or province code (US, CA) that decided the rate, with country_code the buyer's tax location. */
    taxRegion: text('tax_region'),
    /** The tax provider's record of the sale (Stripe Tax's calculation or transaction id), what a reversal names. */
    taxReference: text('tax_reference'),
    /** The group's share agreed when the order was placed (BENEFIT_SHARE_PERCENT then). */
    benefitSharePercent: integer('benefit_share_percent').notNull().default(50),
    /** Card money returned to the buyer: the sum of the order's succeeded refunds, kept by migration 0015's trigger. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** Card money taken back by lost disputes (chargebacks), kept by migration 0015's trigger. */
    chargedBackMinor: integer('charged_back_minor').notNull().default(0),
    /** The provider's id of the payment (Stripe's PaymentIntent), stored when the order is paid: refunds name it. */
    paymentReference: text('payment_reference').unique(),
    /**
     * The group's share of what the order still brings in without tax, rounded down to the minor unit; computed by
     * the database. What it still brings in is the total less refunds and lost disputes; the tax it still holds is
     * tax_minor in proportion, rounded half up (core's remainingTaxMinor and groupShareMinor, docs/decisions/0057).
     */
    earningsMinor: bigint('earnings_minor', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`(((total_minor - refunded_minor - charged_back_minor)::bigint - case when total_minor = 0 then 0 else (2 * tax_minor::bigint * (total_minor - refunded_minor - charged_back_minor) + total_minor) / (2 * total_minor::bigint) end) * benefit_share_percent) / 100`,
      ),
    /** Paid after the shop was locked or the seller removed: kept, never lost, and shown for follow-up. */
    completedAfterClose: boolean('completed_after_close').notNull().default(false),
    confirmationSeenAt: timestamp('confirmation_seen_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Last change of a manual order by the organiser or a seller. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Soft delete of a manual order: kept with who and when, so every total stays explainable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByRole: text('deleted_by_role', { enum: ACCOUNT_ROLES }),
    /** The seller who deleted it, one of the order's webshop (orders_deleted_by_seller_fk); kept, never nulled. */
    deletedBySellerId: integer('deleted_by_seller_id'),
    /** When the buyer's personal fields were erased, on request or by retention (docs/decisions/0039, 0040). */
    buyerErasedAt: timestamp('buyer_erased_at', { withTimezone: true }),
    /**
     * The language the buyer's browser asked for at checkout, which its mails are written in; null (a manual order,
     * or a browser asking none of ours): the group's (docs/decisions/0044).
     */
    language: text('language', { enum: LANGUAGES }),
    /** The way the store link was shared that the buyer came by (its ?via=); null untagged or manual (decision 0049). */
    via: text('via', { enum: SHARE_WAYS }),
    /**
     * The receipt's number in the merchant's one sequence (receipt_counters, docs/decisions/0061). Given by the
     * database (migration 0029's orders_receipt_number trigger) when paid_at is first set, in that statement's
     * transaction, whichever path pays; never changed after, kept through refunds and deletion, so the sequence has no
     * gaps.
     */
    receiptNumber: integer('receipt_number').unique('orders_receipt_number_uq'),
    createdAt: createdAt(),
  },
  (t) => [
    check('orders_via', sql`${t.via} is null or ${oneOf(t.via, SHARE_WAYS)}`),
    foreignKey({
      name: 'orders_seller_fk',
      columns: [t.sellerId, t.webshopId],
      foreignColumns: [sellers.id, sellers.webshopId],
    }).onDelete('restrict'),
    foreignKey({
      name: 'orders_deleted_by_seller_fk',
      columns: [t.deletedBySellerId, t.webshopId],
      foreignColumns: [sellers.id, sellers.webshopId],
    }).onDelete('restrict'),
    index('orders_seller_idx').on(t.sellerId, t.status),
    // The dashboard's ways that brought sales (docs/decisions/0049): only tagged paid orders, a small part of all.
    index('orders_via_idx')
      .on(t.webshopId, t.sellerId, t.via)
      .where(sql`${t.via} is not null and ${t.status} = 'paid' and ${t.deletedAt} is null`),
    // The notices find what was paid since their last mail (docs/decisions/0048); a pending order is not in it.
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_webshop_idx').on(t.webshopId, t.status),
    // A supporter's data is found by the address it bought with (docs/decisions/0039).
    index('orders_buyer_email_idx')
      .on(sql`lower(${t.buyerEmail})`)
      .where(sql`${t.buyerEmail} <> ''`),
    // The dashboards read only counted orders (paid, not deleted); the partial index keeps them apart from the rest.
    index('orders_webshop_counted_idx')
      .on(t.webshopId, t.sellerId)
      .where(sql`${t.status} = 'paid' and ${t.deletedAt} is null`),
    // Only orders with money returned are read by the group's refund and dispute figures (payout/returns.ts): few, and
    // found without reading the group's other orders.
    index('orders_returned_idx')
      .on(t.webshopId)
      .where(sql`${t.refundedMinor} > 0 or ${t.chargedBackMinor} > 0`),
    // A manual order was paid outside the platform: it is paid from the start and never pending or cancelled.
    check('orders_manual_paid', sql`${t.source} <> 'manual' or ${t.status} = 'paid'`),
    // Only manual orders can be deleted (card money has moved), and a deletion always says who.
    check('orders_deleted_manual', sql`${t.deletedAt} is null or ${t.source} = 'manual'`),
    check('orders_deleted_by', sql`(${t.deletedAt} is null) = (${t.deletedByRole} is null)`),
    check('orders_benefit_share_range', sql`${t.benefitSharePercent} between 0 and 100`),
    check('orders_source', oneOf(t.source, ORDER_SOURCES)),
    check('orders_status', oneOf(t.status, ORDER_STATUSES)),
    check('orders_created_by_role', oneOf(t.createdByRole, ORDER_CREATED_BY)),
    check('orders_deleted_by_role', oneOf(t.deletedByRole, ACCOUNT_ROLES)),
    check('orders_language', sql`${t.language} is null or ${oneOf(t.language, LANGUAGES)}`),
    // A card order is the buyer's checkout; a manual order is entered by a logged-in organiser or seller.
    check('orders_source_creator', sql`(${t.source} = 'card') = (${t.createdByRole} = 'buyer')`),
    // Paid (or refunded after payment) exactly when it has a payment time: the dashboards date a sale by paid_at.
    check('orders_paid_at', sql`(${t.status} in ('paid', 'refunded')) = (${t.paidAt} is not null)`),
    // Never more returned than was paid; only card money is returned; refunded means all of it was refunded (a lost
    // dispute is not a refund: such an order stays paid with nothing left).
    check(
      'orders_within_total',
      sql`${t.refundedMinor} >= 0 and ${t.chargedBackMinor} >= 0
      and ${t.refundedMinor} + ${t.chargedBackMinor} <= ${t.totalMinor}`,
    ),
    check('orders_refunds_card', sql`${t.source} = 'card' or (${t.refundedMinor} = 0 and ${t.chargedBackMinor} = 0)`),
    check(
      'orders_refunded_in_full',
      sql`(${t.status} = 'refunded') = (${t.totalMinor} > 0 and ${t.refundedMinor} = ${t.totalMinor})`,
    ),
    check(
      'orders_deleted_by_seller',
      sql`(${t.deletedByRole} is not distinct from 'seller') = (${t.deletedBySellerId} is not null)`,
    ),
    check('orders_total_not_negative', sql`${t.totalMinor} >= 0`),
    // Every order that was paid has its receipt number, and no other has one.
    check('orders_receipt_number', sql`(${t.paidAt} is not null) = (${t.receiptNumber} is not null)`),
    check('orders_receipt_number_positive', sql`${t.receiptNumber} > 0`),
    // A negative total is orders_total_not_negative's to refuse, by its own name.
    check(
      'orders_tax_within_total',
      sql`${t.taxMinor} >= 0 and (${t.totalMinor} < 0 or ${t.taxMinor} <= ${t.totalMinor})`,
    ),
    check('orders_tax_behaviour', oneOf(t.taxBehaviour, TAX_BEHAVIOURS)),
    check('orders_tax_source', oneOf(t.taxSource, TAX_SOURCES)),
    // An order placed before taxes were charged holds none.
    check('orders_untaxed', sql`${t.taxSource} <> 'none' or ${t.taxMinor} = 0`),
    check(
      'orders_buyer_erased',
      sql`${t.buyerErasedAt} is null or (${t.buyerFirstName} = '' and ${t.buyerEmail} = '' and ${t.buyerPhoneNumber} = '' and ${t.streetAddress} = '')`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    webshopProductId: integer('webshop_product_id')
      .notNull()
      .references(() => webshopProducts.id),
    productName: text('product_name').notNull(),
    /** The price as the store showed it: with its tax inside or without it, as the order's tax_behaviour says. */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    /** What the line is for tax (Stripe's tax code; every product is an e-book). */
    taxCode: text('tax_code').notNull().default(EBOOK_TAX_CODE),
    /** The combined rate applied to the line, in parts per million (0 before taxes, or where e-books are untaxed). */
    taxRatePpm: integer('tax_rate_ppm').notNull().default(0),
    /** The line's tax, the sum of its order_taxes rows. */
    taxMinor: integer('tax_minor').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_unit_price_not_negative', sql`${t.unitPriceMinor} >= 0`),
    check('order_lines_tax', sql`${t.taxMinor} >= 0 and ${t.taxRatePpm} >= 0`),
  ],
);

/**
 * Each tax levied on an order line: one row per jurisdiction and kind (British Columbia's GST and PST are two), with
 * the rate, the amount it was taken on and the tax (docs/decisions/0057). The operator's tax report adds these up.
 */
export const orderTaxes = pgTable(
  'order_taxes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** 'AU', 'GB', 'CA' (federal), 'CA-ON', 'US-WA'. */
    jurisdiction: text('jurisdiction').notNull(),
    taxType: text('tax_type', { enum: TAX_TYPES }).notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    taxableMinor: integer('taxable_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
  },
  (t) => [
    index('order_taxes_order_idx').on(t.orderId),
    uniqueIndex('order_taxes_line_uq').on(t.orderLineId, t.jurisdiction, t.taxType),
    check('order_taxes_tax_type', oneOf(t.taxType, TAX_TYPES)),
    check('order_taxes_amounts', sql`${t.ratePpm} >= 0 and ${t.taxableMinor} >= 0 and ${t.taxMinor} >= 0`),
  ],
);

/**
 * Dashboard roll-ups of counted orders (paid and not deleted), kept by triggers on orders and order_lines
 * (migration 0003), so a dashboard reads one row per seller, product and day however many orders there are.
 */
export const sellerSales = pgTable(
  'seller_sales',
  {
    sellerId: integer('seller_id')
      .primaryKey()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'cascade' }),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull(),
    earningsMinor: bigint('earnings_minor', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The part of sales_minor / earnings_minor from manual orders (paid to the group): the payout's deduction. */
    manualSalesMinor: bigint('manual_sales_minor', { mode: 'number' }).notNull().default(0),
    manualEarningsMinor: bigint('manual_earnings_minor', { mode: 'number' }).notNull().default(0),
    /**
     * The tax sales_minor holds: each counted order's tax after its refunds and lost disputes (core's
     * remainingTaxMinor), and the part of it from manual orders (docs/decisions/0060). Neither the group's nor
     * Fundshop's: Fundshop's share is sales - tax - earnings.
     */
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    manualTaxMinor: bigint('manual_tax_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('seller_sales_webshop_idx').on(t.webshopId)],
);

export const sellerProductSales = pgTable(
  'seller_product_sales',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    webshopProductId: integer('webshop_product_id')
      .notNull()
      .references(() => webshopProducts.id, { onDelete: 'cascade' }),
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.webshopProductId] }),
    index('seller_product_sales_webshop_idx').on(t.webshopId),
  ],
);

export const webshopDailySales = pgTable(
  'webshop_daily_sales',
  {
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'cascade' }),
    /** UTC day the order was paid (card) or entered (manual). */
    day: date('day', { mode: 'string' }).notNull(),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull(),
    earningsMinor: bigint('earnings_minor', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.webshopId, t.day] })],
);

/**
 * How many times a participant's store was opened each day (UTC): a count, nothing about who opened it, so the
 * organiser sees whose link is being used (issue 29, docs/decisions/0049). Written in batches by the store's page.
 */
export const storeOpens = pgTable(
  'store_opens',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    opens: integer('opens').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day] }), check('store_opens_positive', sql`${t.opens} > 0`)],
);

/** Provider events already applied, so a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  providerEventId: text('provider_event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the group is paid (ARCHITECTURE §4): the group's share of card sales minus the platform's share of
 * manual sales minus what earlier payouts took, stored with that breakdown. The database keeps at most one
 * unhandled payout per webshop, the breakdown adding up, and (trigger in migration 0004) every status change
 * along INITIATED -> PENDING -> PAID, or to FAILED from an unhandled state.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    cardEarningsMinor: bigint('card_group_share_minor', { mode: 'number' }).notNull(),
    /** Fundshop's share of the cash sales (the group holds it): deducted. */
    manualPlatformShareMinor: bigint('manual_platform_share_minor', { mode: 'number' }).notNull(),
    /** The tax in the cash sales (the group holds it, Fundshop owes it): deducted (docs/decisions/0060). */
    manualTaxMinor: bigint('manual_tax_minor', { mode: 'number' }).notNull().default(0),
    /** Every earlier payout that was not FAILED when this one was asked for. */
    previouslyPaidMinor: bigint('previously_paid_minor', { mode: 'number' }).notNull(),
    /** The provider's transfer id once the transfer has been accepted. */
    providerReference: text('provider_reference'),
    /** The transfer sender's claim: due when not after now() and no provider reference yet. */
    nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull().defaultNow(),
    sendAttempts: integer('send_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one unhandled payout per webshop (ARCHITECTURE §4).
    uniqueIndex('payouts_one_unhandled_uq')
      .on(t.webshopId)
      .where(sql`${t.status} in ('INITIATED', 'PENDING')`),
    check('payouts_status', oneOf(t.status, PAYOUT_STATUSES)),
    check('payouts_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'payouts_breakdown',
      sql`${t.cardEarningsMinor} >= 0 and ${t.manualPlatformShareMinor} >= 0 and ${t.manualTaxMinor} >= 0 and ${t.previouslyPaidMinor} >= 0 and ${t.amountMinor} = ${t.cardEarningsMinor} - ${t.manualPlatformShareMinor} - ${t.manualTaxMinor} - ${t.previouslyPaidMinor}`,
    ),
  ],
);

/** Every status change of a payout, with when and why (the organiser's action, a provider event, an operator). */
export const payoutTransitions = pgTable(
  'payout_transitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    fromStatus: text('from_status', { enum: PAYOUT_STATUSES }),
    toStatus: text('to_status', { enum: PAYOUT_STATUSES }).notNull(),
    cause: text('cause').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_transitions_payout_idx').on(t.payoutId),
    check(
      'payout_transitions_valid',
      sql`(${t.fromStatus} is null and ${t.toStatus} = 'INITIATED') or (${t.fromStatus} = 'INITIATED' and ${t.toStatus} in ('PENDING', 'FAILED')) or (${t.fromStatus} = 'PENDING' and ${t.toStatus} in ('PAID', 'FAILED'))`,
    ),
  ],
);

/**
 * The part of a final payout held back while buyers may still cancel (docs/decisions/0051): the group's share of the
 * card orders inside their refund window and not downloaded when the payout was asked for. The housekeeping job
 * releases it once `release_after` has passed: released_at is set once (a trigger refuses a second release), and
 * what was paid then, the reserve less what refunds took, is a payout of its own (release_payout_id), none when
 * refunds took it all. At most one reserve of a group is held at a time.
 */
export const payoutReserves = pgTable(
  'payout_reserves',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'restrict' }),
    /** The final payout it was held back from. */
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    /** When the last refund window it covers closes. */
    releaseAfter: timestamp('release_after', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** What its release paid: the reserve less what refunds took (zero when they took it all). */
    releasedMinor: bigint('released_minor', { mode: 'number' }),
    releasePayoutId: integer('release_payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_reserves_payout_uq').on(t.payoutId),
    uniqueIndex('payout_reserves_release_payout_uq').on(t.releasePayoutId),
    uniqueIndex('payout_reserves_one_held_uq')
      .on(t.webshopId)
      .where(sql`${t.releasedAt} is null`),
    check('payout_reserves_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'payout_reserves_release',
      sql`(${t.releasedAt} is null and ${t.releasedMinor} is null and ${t.releasePayoutId} is null) or (${t.releasedAt} is not null and ${t.releasedMinor} is not null and ${t.releasedMinor} >= 0 and (${t.releasePayoutId} is null) = (${t.releasedMinor} = 0))`,
    ),
  ],
);

/** Every message an organiser sent, with who it reached (docs/decisions/0007). */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    body: text('body').notNull(),
    /** The organiser's session that sent it (the contact person of the webshop). */
    senderRole: text('sender_role', { enum: MESSAGE_SENDER_ROLES }).notNull().default('contactperson'),
    /** Mails queued: active sellers with an email, or 1 for support. */
    recipients: integer('recipients').notNull().default(0),
    /** Active sellers the message could not reach (no email). */
    withoutEmail: integer('without_email').notNull().default(0),
    /** A message to support is open until an operator answers it (support_replies); only those are ever answered. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_webshop_idx').on(t.webshopId, t.createdAt),
    index('messages_support_idx').on(t.kind, t.answeredAt),
    check('messages_kind', oneOf(t.kind, MESSAGE_KINDS)),
    check('messages_sender_role', oneOf(t.senderRole, MESSAGE_SENDER_ROLES)),
    check('messages_counts', sql`${t.recipients} >= 0 and ${t.withoutEmail} >= 0`),
    check('messages_answered_support', sql`${t.answeredAt} is null or ${t.kind} = 'to-support'`),
  ],
);

/** An operator's answer to a message to support, mailed to the group's organiser (docs/decisions/0033). */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_replies_message_idx').on(t.messageId)],
);

/** Transactional outbox: written with the change that causes the mail, sent by the mail worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    /** Where answers go (an organiser's message: the organiser). */
    replyTo: text('reply_to'),
    /** Holds a password or login code: its body is erased once an SMTP server has taken it (ARCHITECTURE §3). */
    containsCredentials: boolean('contains_credentials').notNull().default(false),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra header fields the transport sends (a notice's List-Unsubscribe, docs/decisions/0048); null: none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status', oneOf(t.status, MAIL_STATUSES)),
  ],
);

/**
 * The links mailed to an organiser's old address when its email changes (decision 0019): the token is stored hashed,
 * used once (used_at) and only until expires_at. Using one restores old_email.
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    webshopId: integer('webshop_id')
      .notNull()
      .references(() => webshops.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_undos_webshop_idx').on(t.webshopId)],
);

/**
 * The platform's operators (docs/decisions/0031): a password (scrypt) and a TOTP secret (AES-GCM sealed with
 * APP_SECRET's key), both set when the operator follows its set-up link; until then only the link's hash is kept.
 * totp_last_step is the time step of the last code accepted, so no code works twice.
 */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    passwordHash: text('password_hash'),
    totpSecretSealed: text('totp_secret_sealed'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
    setupTokenHash: text('setup_token_hash').unique(),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operators_email_uq').on(sql`lower(${t.email})`),
    check('operators_role', oneOf(t.role, OPERATOR_ROLES)),
    check(
      'operators_enrolled',
      sql`${t.enrolledAt} is null or (${t.passwordHash} is not null and ${t.totpSecretSealed} is not null)`,
    ),
    check('operators_setup_link', sql`(${t.setupTokenHash} is null) = (${t.setupExpiresAt} is null)`),
  ],
);

/** An operator's ten one-time recovery codes, as HMACs; a code is used by setting used_at where it is still null. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHmac: text('code_hmac').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.codeHmac] })],
);

/**
 * Keys an admin makes for an operator's scripts (`npm run payouts`, `npm run refunds`): stored as SHA-256, shown once,
 * checked on every call, so a revoked key stops at once.
 */
export const operatorApiKeys = pgTable(
  'operator_api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdByOperatorId: integer('created_by_operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('operator_api_keys_operator_idx').on(t.operatorId)],
);

/**
 * Opaque bearer sessions, stored hashed so a database leak yields no usable token. A group's session names its
 * webshop (and a seller's its seller); an operator's names the operator and ends after 30 minutes without a call
 * (last_seen_at) or 12 hours in all (expires_at).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    role: text('role', { enum: SESSION_ROLES }).notNull(),
    webshopId: integer('webshop_id').references(() => webshops.id, { onDelete: 'cascade' }),
    /** A seller's session names the seller, of the session's webshop (sessions_seller_fk); an organiser's none. */
    sellerId: integer('seller_id'),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    /** A co-organiser's session (role contactperson) names the co-organiser; removing one ends its sessions. */
    coOrganiserId: integer('co_organiser_id'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_seller_idx').on(t.sellerId),
    index('sessions_operator_idx').on(t.operatorId),
    foreignKey({
      name: 'sessions_seller_fk',
      columns: [t.sellerId, t.webshopId],
      foreignColumns: [sellers.id, sellers.webshopId],
    }).onDelete('cascade'),
    index('sessions_co_organiser_idx').on(t.coOrganiserId),
    foreignKey({
      name: 'sessions_co_organiser_fk',
      columns: [t.coOrganiserId, t.webshopId],
      foreignColumns: [coOrganisers.id, coOrganisers.webshopId],
    }).onDelete('cascade'),
    check('sessions_co_organiser_role', sql`${t.coOrganiserId} is null or ${t.role} = 'contactperson'`),
    check('sessions_role', oneOf(t.role, SESSION_ROLES)),
    check('sessions_seller_role', sql`(${t.role} = 'seller') = (${t.sellerId} is not null)`),
    check(
      'sessions_subject',
      sql`(${t.role} = 'operator') = (${t.operatorId} is not null) and (${t.role} = 'operator') = (${t.webshopId} is null)`,
    ),
  ],
);

/** Fixed-window counters shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Captcha solutions already used, so one proof of work registers one group. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Background jobs that must run on one instance at a time (docs/decisions/0011): the instance that takes a due row
 * FOR UPDATE SKIP LOCKED runs the job in that transaction and moves next_run_at on; the others skip it.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** Host and process of the instance that ran it last. */
  lastRunner: text('last_runner'),
  /** What the last run did (for an operator reading the table). */
  lastResult: jsonb('last_result'),
});

/**
 * Secrets every instance on the database must share, generated by the first: the APP_SECRET of a development setup
 * that sets none (db/app-secret.ts). Production sets APP_SECRET and stores nothing here.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The merchant's receipt sequence (docs/decisions/0061): the last number given. The paying statement's trigger adds 1
 * and keeps the row locked until its transaction ends, so concurrent payments take consecutive numbers in turn and a
 * rollback gives its number back (a PostgreSQL sequence would lose it: a gap). One row per merchant; Fundshop ('fundshop',
 * written by migration 0029) is the one today.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    merchant: text('merchant').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('receipt_counters_last_number', sql`${t.lastNumber} >= 0`)],
);

// ---------------------------------------------------------------------------------------------
// Delivery, refunds and disputes (docs/decisions/0026)

/**
 * A buyer's link to the my-books page: the token is mailed (or printed on a voucher) and stored hashed; valid until
 * expires_at. An order can have several (each "send again" and each voucher makes a new one).
 */
export const bookLinks = pgTable(
  'book_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('book_links_order_idx').on(t.orderId)],
);

/**
 * One row per download: which file of which order, when, from which network (a /24 or /48 prefix, like the login
 * log). The count per (order, product, format) is what DOWNLOAD_LIMIT limits; the service takes the order row's lock
 * before counting, so two concurrent downloads cannot both take the last one.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    format: text('format', { enum: EDITION_FORMATS }).notNull(),
    network: text('network').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('downloads_order_idx').on(t.orderId, t.productId, t.format),
    check('downloads_format', oneOf(t.format, EDITION_FORMATS)),
  ],
);

/**
 * One row per refund: asked by the buyer, an operator, or made in the provider's dashboard (requested_by
 * 'provider'). Only succeeded refunds count (orders.refunded_minor, kept by trigger); pending and succeeded ones
 * together never exceed the order's total (trigger `refunds_within_total`); one row per idempotency key and per
 * provider refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    requestedBy: text('requested_by', { enum: REFUND_REQUESTED_BY }).notNull(),
    /** Sent to the provider with the request, so a retried request refunds once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRefundId: text('provider_refund_id').unique(),
    /**
     * The tax provider's record of this refund's tax reversal (Stripe Tax's reversal transaction), once recorded: one
     * per refund (docs/decisions/0060). Null while not recorded, and for orders whose tax Stripe did not compute.
     */
    taxReversalReference: text('tax_reversal_reference'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
    check('refunds_status', oneOf(t.status, REFUND_STATUSES)),
    check('refunds_requested_by', oneOf(t.requestedBy, REFUND_REQUESTED_BY)),
  ],
);

/**
 * A card payment the buyer's bank disputes (chargeback), as the provider reports it. While open, the group's share of
 * amount_minor is held from its payout and the order's downloads are suspended; lost: the amount is taken like a
 * refund (orders.charged_back_minor, kept by trigger) and the provider's fee is the platform's cost; won: restored.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    providerDisputeId: text('provider_dispute_id').notNull().unique(),
    amountMinor: integer('amount_minor').notNull(),
    /** The provider's fee for the dispute, borne by the platform, never the group. */
    feeMinor: integer('fee_minor').notNull().default(0),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull(),
    reason: text('reason').notNull().default(''),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('disputes_order_idx').on(t.orderId),
    // The open disputes, few at any time, are what the group's money holds back (payout/returns.ts).
    index('disputes_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
    check('disputes_amount_positive', sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0`),
    check('disputes_status', oneOf(t.status, DISPUTE_STATUSES)),
    check('disputes_closed_at', sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The audit trail (docs/decisions/0030)

/**
 * One row per act that moves money or people, written in the act's own transaction (modules/audit). Migration 0016's
 * trigger refuses every UPDATE, DELETE and TRUNCATE: a row, once written, stays as it was. No foreign keys: the trail
 * outlives what it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorRole: text('actor_role', { enum: AUDIT_ACTOR_ROLES }).notNull(),
    actorId: integer('actor_id'),
    /** Who, readable as it was then (an operator's email, a seller's name). */
    actorLabel: text('actor_label').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** The group the act concerns, for its page's trail; null for acts on no group (the catalogue, operators). */
    webshopId: integer('webshop_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    /** The client's network (lib/client-network.ts); null for acts no request made (a provider's webhook). */
    network: text('network'),
  },
  (t) => [
    index('audit_events_webshop_idx').on(t.webshopId, t.id),
    index('audit_events_target_idx').on(t.targetType, t.targetId),
    index('audit_events_actor_idx').on(t.actorRole, t.actorId),
    check('audit_events_actor_role', oneOf(t.actorRole, AUDIT_ACTOR_ROLES)),
    check('audit_events_action', sql`${t.action} ~ '^[a-z-]+\\.[a-z-]+$'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// People and their data (docs/decisions/0039, 0040)

/**
 * The links mailed to a supporter who asks for its data: the token is stored hashed and opens, until expires_at, the
 * data of every order bought with `email`. Erasing that supporter deletes its links; housekeeping deletes expired ones.
 */
export const personalDataLinks = pgTable(
  'personal_data_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('personal_data_links_email_idx').on(sql`lower(${t.email})`)],
);

// ---------------------------------------------------------------------------------------------
// Notices (docs/decisions/0048)

/**
 * Who said no to which notice, by the one-click link in it: a participant (its guardian answers for a minor) or an
 * organiser (contact person). A row per person and kind; saying no again changes nothing.
 */
export const noticeUnsubscriptions = pgTable(
  'notice_unsubscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notice_unsubscriptions_seller_uq').on(t.sellerId, t.kind),
    uniqueIndex('notice_unsubscriptions_contact_person_uq').on(t.contactPersonId, t.kind),
    check('notice_unsubscriptions_one_person', sql`(${t.sellerId} is null) <> (${t.contactPersonId} is null)`),
    check('notice_unsubscriptions_kind', oneOf(t.kind, NOTICE_KINDS)),
  ],
);

/** The one reminder a participant gets when it has not sold (decision 0049): the row is the claim, so it goes once. */
export const sellerReminders = pgTable('seller_reminders', {
  sellerId: integer('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * A participant's sale notices: when the last went (at most one per window) and up to which payment time it reported.
 * The claim moves reported_through on and keeps the old value in previous_through, so the mail lists exactly the
 * sales in between; an instance whose claim found the window not over sends nothing.
 */
export const sellerSaleNotices = pgTable('seller_sale_notices', {
  sellerId: integer('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  reportedThrough: timestamp('reported_through', { withTimezone: true }).notNull(),
  previousThrough: timestamp('previous_through', { withTimezone: true }),
});

/** A group's notices to its organiser and sellers: the daily summary (one per local day) and the end message (once). */
export const webshopNotices = pgTable('webshop_notices', {
  webshopId: integer('webshop_id')
    .primaryKey()
    .references(() => webshops.id, { onDelete: 'cascade' }),
  /** The group's local day of the last summary. */
  summaryDay: date('summary_day', { mode: 'string' }),
  summaryThrough: timestamp('summary_through', { withTimezone: true }),
  previousSummaryThrough: timestamp('previous_summary_through', { withTimezone: true }),
  /** When the end-of-fundraiser message went to the sellers (the first lock). */
  endNoticeSentAt: timestamp('end_notice_sent_at', { withTimezone: true }),
  /** The last paid payout the participants were told of (decision 0049). */
  paidNoticePayoutId: integer('paid_notice_payout_id'),
});
