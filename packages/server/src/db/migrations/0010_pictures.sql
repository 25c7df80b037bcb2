CREATE TABLE "pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_key_check" CHECK ("pictures"."key" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "pictures_content_type_check" CHECK ("pictures"."content_type" = 'image/jpeg')
);
--> statement-breakpoint
CREATE INDEX "sellers_picture_file_idx" ON "sellers" USING btree ("picture_file");