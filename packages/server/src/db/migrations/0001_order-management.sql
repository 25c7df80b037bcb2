ALTER TABLE "orders" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deleted_by_role" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deleted_by_seller_id" integer;--> statement-breakpoint
ALTER TABLE "webshops" ADD COLUMN "is_friend_competition_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deleted_by_seller_id_sellers_id_fk" FOREIGN KEY ("deleted_by_seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_webshop_counted_idx" ON "orders" USING btree ("webshop_id","seller_id") WHERE "orders"."status" = 'paid' and "orders"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_manual_paid" CHECK ("orders"."source" <> 'manual' or "orders"."status" = 'paid');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deleted_manual" CHECK ("orders"."deleted_at" is null or "orders"."source" = 'manual');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deleted_by" CHECK (("orders"."deleted_at" is null) = ("orders"."deleted_by_role" is null));