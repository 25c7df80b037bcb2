-- A participant under 18 and the parent or guardian who confirms for them (docs/decisions/0037). The least that works:
-- whether under 18 (no date of birth), the guardian's email, the single-use confirmation link's hash and expiry, when
-- the guardian confirmed, and whether the guardian agreed to the full name and the organiser chose to show it.
ALTER TABLE "sellers" ADD COLUMN "is_minor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "guardian_email" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "guardian_token_hash" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "guardian_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "guardian_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "full_name_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "show_full_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_guardian_token_uq" ON "sellers" USING btree ("guardian_token_hash");--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_minor_has_guardian" CHECK (not "sellers"."is_minor" or "sellers"."guardian_email" is not null);--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_minor_without_own_email" CHECK (not "sellers"."is_minor" or "sellers"."email" is null);--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_guardian_only_for_minor" CHECK ("sellers"."is_minor" or ("sellers"."guardian_email" is null and "sellers"."guardian_token_hash" is null and "sellers"."guardian_confirmed_at" is null and not "sellers"."full_name_consent"));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_full_name_with_consent" CHECK (not "sellers"."show_full_name" or not "sellers"."is_minor" or "sellers"."full_name_consent");
--> statement-breakpoint
-- A parent or guardian confirming for a child is an act on a person, recorded like the others (docs/decisions/0030).
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_actor_role";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_role" CHECK ("audit_events"."actor_role" in ('contactperson', 'coorganiser', 'seller', 'operator', 'buyer', 'provider', 'guardian'));
