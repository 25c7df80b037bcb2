ALTER TABLE "contact_persons" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD COLUMN "last_failed_login_at" timestamp with time zone;