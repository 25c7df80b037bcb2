CREATE TABLE "ebook_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_files_key_check" CHECK ("ebook_files"."key" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "ebook_files_content_type_check" CHECK ("ebook_files"."content_type" in ('application/epub+zip', 'application/pdf')),
	CONSTRAINT "ebook_files_size_check" CHECK ("ebook_files"."size" > 0 and "ebook_files"."size" = octet_length("ebook_files"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "product_editions" (
	"product_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_editions_product_id_format_pk" PRIMARY KEY("product_id","format"),
	CONSTRAINT "product_editions_format_check" CHECK ("product_editions"."format" in ('epub', 'pdf')),
	CONSTRAINT "product_editions_size_check" CHECK ("product_editions"."size" > 0),
	CONSTRAINT "product_editions_sha256_check" CHECK ("product_editions"."sha256" = "product_editions"."file_key"),
	CONSTRAINT "product_editions_file_name_check" CHECK ("product_editions"."file_name" like ('%.' || "product_editions"."format"))
);
--> statement-breakpoint
ALTER TABLE "product_editions" ADD CONSTRAINT "product_editions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_editions" ADD CONSTRAINT "product_editions_file_key_ebook_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."ebook_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_editions_file_key_idx" ON "product_editions" USING btree ("file_key");--> statement-breakpoint
-- A product is put on sale only with both its editions (docs/decisions/0025): the application refuses first with a
-- clear message, and the database refuses any other path (a direct INSERT, a script).
CREATE FUNCTION webshop_products_need_editions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM product_editions WHERE product_id = NEW.product_id) < 2 THEN
    RAISE EXCEPTION 'product % cannot be put on sale without its EPUB and PDF editions', NEW.product_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'webshop_products_need_editions';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER webshop_products_need_editions BEFORE INSERT OR UPDATE OF product_id ON webshop_products
  FOR EACH ROW EXECUTE FUNCTION webshop_products_need_editions();
--> statement-breakpoint
-- An edition can be replaced (a new file_key), never taken away from a product a webshop sells.
CREATE FUNCTION product_editions_keep_sold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM webshop_products WHERE product_id = OLD.product_id) THEN
    RAISE EXCEPTION 'the % edition of product % is sold by a webshop and cannot be removed', OLD.format, OLD.product_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'product_editions_keep_sold';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_editions_keep_sold BEFORE DELETE ON product_editions
  FOR EACH ROW EXECUTE FUNCTION product_editions_keep_sold();
