ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_role" text DEFAULT 'contactperson' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "without_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_webshop_idx" ON "messages" USING btree ("webshop_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('to-sellers', 'to-support', 'motivate'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_counts" CHECK ("messages"."recipients" >= 0 and "messages"."without_email" >= 0);