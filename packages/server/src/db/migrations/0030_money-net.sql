ALTER TABLE "payouts" DROP CONSTRAINT "payouts_breakdown";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "manual_tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_reversal_reference" text;--> statement-breakpoint
ALTER TABLE "seller_sales" ADD COLUMN "tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_sales" ADD COLUMN "manual_tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_breakdown" CHECK ("payouts"."card_group_share_minor" >= 0 and "payouts"."manual_platform_share_minor" >= 0 and "payouts"."manual_tax_minor" >= 0 and "payouts"."previously_paid_minor" >= 0 and "payouts"."amount_minor" = "payouts"."card_group_share_minor" - "payouts"."manual_platform_share_minor" - "payouts"."manual_tax_minor" - "payouts"."previously_paid_minor");--> statement-breakpoint
-- The tax an order still holds after `returned` of its gross went back: core's remainingTaxMinor (proportional,
-- rounded half up), as orders.earnings_minor computes it (migration 0028). The roll-ups and the payout's returns
-- read it (docs/decisions/0060).
CREATE FUNCTION remaining_tax_minor(tax bigint, gross bigint, returned bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN gross = 0 THEN 0 ELSE (2 * tax * (gross - returned) + gross) / (2 * gross) END
$$;
--> statement-breakpoint
-- The roll-ups count the tax each order still holds beside its sales, so Fundshop's share (sales - tax - earnings)
-- holds no tax (docs/decisions/0060).
CREATE OR REPLACE FUNCTION order_rollup_apply(o orders, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'UTC')::date;
  net bigint := o.total_minor - o.refunded_minor - o.charged_back_minor;
  tax bigint := remaining_tax_minor(o.tax_minor, o.total_minor, o.refunded_minor + o.charged_back_minor);
  qty bigint;
  line record;
BEGIN
  SELECT coalesce(sum(quantity), 0) INTO qty FROM order_lines WHERE order_id = o.id;
  PERFORM sales_rollup_add(o.webshop_id, o.seller_id, d, sign * net, sign * o.earnings_minor, sign * qty);
  UPDATE seller_sales SET tax_minor = tax_minor + sign * tax WHERE seller_id = o.seller_id;
  IF o.source = 'manual' THEN
    UPDATE seller_sales SET manual_sales_minor = manual_sales_minor + sign * net,
      manual_earnings_minor = manual_earnings_minor + sign * o.earnings_minor,
      manual_tax_minor = manual_tax_minor + sign * tax
    WHERE seller_id = o.seller_id;
  END IF;
  FOR line IN SELECT webshop_product_id, sum(quantity) AS quantity FROM order_lines WHERE order_id = o.id GROUP BY 1 LOOP
    PERFORM product_rollup_add(o.webshop_id, o.seller_id, line.webshop_product_id, sign * line.quantity);
  END LOOP;
END $$;
--> statement-breakpoint
-- An order whose tax changes while it counts (the provider's figures read back onto a paid order) is counted again.
CREATE OR REPLACE FUNCTION orders_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_counted boolean := TG_OP = 'UPDATE' AND OLD.status = 'paid' AND OLD.deleted_at IS NULL;
  is_counted boolean := NEW.status = 'paid' AND NEW.deleted_at IS NULL;
BEGIN
  IF was_counted AND is_counted AND OLD.total_minor = NEW.total_minor AND OLD.earnings_minor = NEW.earnings_minor
     AND OLD.tax_minor = NEW.tax_minor
     AND OLD.refunded_minor = NEW.refunded_minor AND OLD.charged_back_minor = NEW.charged_back_minor
     AND OLD.seller_id = NEW.seller_id AND OLD.webshop_id = NEW.webshop_id
     AND coalesce(OLD.paid_at, OLD.created_at) = coalesce(NEW.paid_at, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF was_counted THEN PERFORM order_rollup_apply(OLD, -1); END IF;
  IF is_counted THEN PERFORM order_rollup_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Orders that count already (taxed ones placed since migration 0028).
UPDATE seller_sales AS t SET tax_minor = m.tax, manual_tax_minor = m.manual_tax
FROM (
  SELECT seller_id, sum(remaining_tax_minor(tax_minor, total_minor, refunded_minor + charged_back_minor)) AS tax,
    coalesce(sum(remaining_tax_minor(tax_minor, total_minor, refunded_minor + charged_back_minor))
      FILTER (WHERE source = 'manual'), 0) AS manual_tax
  FROM orders WHERE status = 'paid' AND deleted_at IS NULL AND tax_minor > 0 GROUP BY seller_id
) AS m WHERE t.seller_id = m.seller_id;
