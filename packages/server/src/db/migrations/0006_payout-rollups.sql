ALTER TABLE "seller_sales" ADD COLUMN "manual_sales_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_sales" ADD COLUMN "manual_earnings_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The payout and the organiser's money card need card and manual sales apart; reading them from the roll-up keeps
-- the dashboard's cost following the number of sellers, not orders (docs/decisions/0006).
CREATE OR REPLACE FUNCTION order_rollup_apply(o orders, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'UTC')::date;
  qty bigint;
  line record;
BEGIN
  SELECT coalesce(sum(quantity), 0) INTO qty FROM order_lines WHERE order_id = o.id;
  PERFORM sales_rollup_add(o.webshop_id, o.seller_id, d, sign * o.total_minor, sign * o.earnings_minor, sign * qty);
  IF o.source = 'manual' THEN
    UPDATE seller_sales SET manual_sales_minor = manual_sales_minor + sign * o.total_minor,
      manual_earnings_minor = manual_earnings_minor + sign * o.earnings_minor
    WHERE seller_id = o.seller_id;
  END IF;
  FOR line IN SELECT webshop_product_id, sum(quantity) AS quantity FROM order_lines WHERE order_id = o.id GROUP BY 1 LOOP
    PERFORM product_rollup_add(o.webshop_id, o.seller_id, line.webshop_product_id, sign * line.quantity);
  END LOOP;
END $$;
--> statement-breakpoint
UPDATE seller_sales AS t SET manual_sales_minor = m.sales, manual_earnings_minor = m.earnings
FROM (
  SELECT seller_id, sum(total_minor) AS sales, sum(earnings_minor) AS earnings FROM orders
  WHERE source = 'manual' AND status = 'paid' AND deleted_at IS NULL GROUP BY seller_id
) AS m
WHERE t.seller_id = m.seller_id;
