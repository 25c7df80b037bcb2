CREATE TABLE "receipt_counters" (
	"merchant" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counters_last_number" CHECK ("receipt_counters"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
-- Orders paid before receipts were numbered take the first numbers, in the order they were paid (decision 0061): every
-- paid order has one, and the sequence goes on after them. Nothing else of theirs changes.
UPDATE "orders" SET "receipt_number" = "numbered"."n"
  FROM (SELECT "id", row_number() OVER (ORDER BY "paid_at", "id") AS "n" FROM "orders" WHERE "paid_at" IS NOT NULL) AS "numbered"
  WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "receipt_counters" ("merchant", "last_number")
  SELECT 'fundshop', count(*) FROM "orders" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_receipt_number_uq" UNIQUE("receipt_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_receipt_number" CHECK (("orders"."paid_at" is not null) = ("orders"."receipt_number" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_receipt_number_positive" CHECK ("orders"."receipt_number" > 0);--> statement-breakpoint
-- The number is given by the database when an order is first paid (paid_at set: a card payment's UPDATE, a manual
-- order's INSERT, or any other path), in that statement's transaction: the counter row is locked until it ends, so
-- concurrent payments number in turn and a rollback returns its number. Nobody writes a number: one given is never
-- changed, and one written by hand is refused (it would collide with the counter later).
CREATE FUNCTION orders_receipt_number() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.receipt_number IS NOT NULL
     OR TG_OP = 'UPDATE' AND NEW.receipt_number IS DISTINCT FROM OLD.receipt_number THEN
    RAISE EXCEPTION 'receipt numbers are given by the database, once (order %)', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_receipt_number';
  END IF;
  IF NEW.paid_at IS NOT NULL AND NEW.receipt_number IS NULL THEN
    UPDATE receipt_counters SET last_number = last_number + 1 WHERE merchant = 'fundshop'
      RETURNING last_number INTO NEW.receipt_number;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_receipt_number BEFORE INSERT OR UPDATE OF paid_at, receipt_number ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_receipt_number();
