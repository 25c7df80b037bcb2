CREATE TABLE "seller_product_sales" (
	"seller_id" integer NOT NULL,
	"webshop_product_id" integer NOT NULL,
	"webshop_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "seller_product_sales_seller_id_webshop_product_id_pk" PRIMARY KEY("seller_id","webshop_product_id")
);
--> statement-breakpoint
CREATE TABLE "seller_sales" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"webshop_id" integer NOT NULL,
	"sales_minor" bigint NOT NULL,
	"earnings_minor" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webshop_daily_sales" (
	"webshop_id" integer NOT NULL,
	"day" date NOT NULL,
	"sales_minor" bigint NOT NULL,
	"earnings_minor" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "webshop_daily_sales_webshop_id_day_pk" PRIMARY KEY("webshop_id","day")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "benefit_share_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "earnings_minor" bigint GENERATED ALWAYS AS ((total_minor::bigint * benefit_share_percent) / 100) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_product_sales" ADD CONSTRAINT "seller_product_sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_product_sales" ADD CONSTRAINT "seller_product_sales_webshop_product_id_webshop_products_id_fk" FOREIGN KEY ("webshop_product_id") REFERENCES "public"."webshop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_product_sales" ADD CONSTRAINT "seller_product_sales_webshop_id_webshops_id_fk" FOREIGN KEY ("webshop_id") REFERENCES "public"."webshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_sales" ADD CONSTRAINT "seller_sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_sales" ADD CONSTRAINT "seller_sales_webshop_id_webshops_id_fk" FOREIGN KEY ("webshop_id") REFERENCES "public"."webshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webshop_daily_sales" ADD CONSTRAINT "webshop_daily_sales_webshop_id_webshops_id_fk" FOREIGN KEY ("webshop_id") REFERENCES "public"."webshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_product_sales_webshop_idx" ON "seller_product_sales" USING btree ("webshop_id");--> statement-breakpoint
CREATE INDEX "seller_sales_webshop_idx" ON "seller_sales" USING btree ("webshop_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_benefit_share_range" CHECK ("orders"."benefit_share_percent" between 0 and 100);