CREATE TABLE "seller_reminders" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_opens" (
	"seller_id" integer NOT NULL,
	"day" date NOT NULL,
	"opens" integer NOT NULL,
	CONSTRAINT "store_opens_seller_id_day_pk" PRIMARY KEY("seller_id","day"),
	CONSTRAINT "store_opens_positive" CHECK ("store_opens"."opens" > 0)
);
--> statement-breakpoint
ALTER TABLE "notice_unsubscriptions" DROP CONSTRAINT "notice_unsubscriptions_kind";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "is_team" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webshop_notices" ADD COLUMN "paid_notice_payout_id" integer;--> statement-breakpoint
ALTER TABLE "webshops" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webshops" ADD COLUMN "is_sales_reminder_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_reminders" ADD CONSTRAINT "seller_reminders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_opens" ADD CONSTRAINT "store_opens_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_via_idx" ON "orders" USING btree ("webshop_id","seller_id","via") WHERE "orders"."via" is not null and "orders"."status" = 'paid' and "orders"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_one_team_uq" ON "sellers" USING btree ("webshop_id") WHERE "sellers"."is_team";--> statement-breakpoint
ALTER TABLE "notice_unsubscriptions" ADD CONSTRAINT "notice_unsubscriptions_kind" CHECK ("notice_unsubscriptions"."kind" in ('sales', 'daily-summary', 'fundraiser-end', 'reminder'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_via" CHECK ("orders"."via" is null or "orders"."via" in ('share', 'sms', 'whatsapp', 'email', 'facebook', 'copy', 'qr', 'poster', 'team'));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_team_is_nobody" CHECK (not "sellers"."is_team" or ("sellers"."email" is null and not "sellers"."is_minor"));