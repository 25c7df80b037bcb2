-- The database guards the money and state rules itself (docs/decisions/0011): every status, role and source column
-- takes only the values the code knows, money is never negative, an order is paid exactly when it has paid_at, an
-- order's and a session's seller belong to their webshop, and orders, order lines and payouts are never deleted
-- along with something else (ON DELETE RESTRICT: a seller is removed with is_active, never deleted).
--
-- Rows written before this migration: the fixable ones are fixed first, so the constraints below hold; a row no
-- version of the application wrote (a seller in another webshop, a cancelled order with a payment time, ...) makes
-- its ADD CONSTRAINT fail, the whole migration rolls back and the server does not start, naming the constraint.
-- Such a row needs a person to look at it, not a guess.
--
-- A paid order without paid_at: dated by created_at, as the dashboards already did (coalesce in migration 0003),
-- so no roll-up moves.
UPDATE orders SET paid_at = created_at WHERE status = 'paid' AND paid_at IS NULL;
--> statement-breakpoint
-- Sessions findSession never honoured (a seller role without a seller, an organiser's session naming one) or whose
-- seller is of another webshop: unusable or wrong, so ended.
DELETE FROM sessions s WHERE (s.role = 'seller') <> (s.seller_id IS NOT NULL)
  OR (s.seller_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sellers x WHERE x.id = s.seller_id AND x.webshop_id = s.webshop_id));
--> statement-breakpoint
CREATE TABLE "jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_runner" text,
	"last_result" jsonb
);
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_deleted_by_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_webshop_id_webshops_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_id_webshop_uq" UNIQUE("id","webshop_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_fk" FOREIGN KEY ("seller_id","webshop_id") REFERENCES "public"."sellers"("id","webshop_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deleted_by_seller_fk" FOREIGN KEY ("deleted_by_seller_id","webshop_id") REFERENCES "public"."sellers"("id","webshop_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_webshop_id_webshops_id_fk" FOREIGN KEY ("webshop_id") REFERENCES "public"."webshops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_seller_fk" FOREIGN KEY ("seller_id","webshop_id") REFERENCES "public"."sellers"("id","webshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_role" CHECK ("messages"."sender_role" in ('contactperson'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_unit_price_not_negative" CHECK ("order_lines"."unit_price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source" CHECK ("orders"."source" in ('card', 'manual'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_role" CHECK ("orders"."created_by_role" in ('buyer', 'contactperson', 'seller'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deleted_by_role" CHECK ("orders"."deleted_by_role" in ('contactperson', 'seller'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_creator" CHECK (("orders"."source" = 'card') = ("orders"."created_by_role" = 'buyer'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_at" CHECK (("orders"."status" = 'paid') = ("orders"."paid_at" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deleted_by_seller" CHECK (("orders"."deleted_by_role" is not distinct from 'seller') = ("orders"."deleted_by_seller_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_minor" >= 0);--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_added_by_role" CHECK ("sellers"."added_by_role" in ('contactperson', 'seller'));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_sales_goal_not_negative" CHECK ("sellers"."sales_goal_minor" >= 0);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_role" CHECK ("sessions"."role" in ('contactperson', 'seller'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_seller_role" CHECK (("sessions"."role" = 'seller') = ("sessions"."seller_id" is not null));--> statement-breakpoint
ALTER TABLE "webshop_products" ADD CONSTRAINT "webshop_products_price_not_negative" CHECK ("webshop_products"."price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "webshops" ADD CONSTRAINT "webshops_goal_not_negative" CHECK ("webshops"."goal_minor" >= 0);
