ALTER TABLE "contact_persons" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "webshops" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_language" CHECK ("contact_persons"."language" is null or "contact_persons"."language" in ('en', 'sv', 'fr'));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_language" CHECK ("sellers"."language" is null or "sellers"."language" in ('en', 'sv', 'fr'));--> statement-breakpoint
ALTER TABLE "webshops" ADD CONSTRAINT "webshops_language" CHECK ("webshops"."language" in ('en', 'sv', 'fr'));