-- Dashboard roll-ups (seller_sales, seller_product_sales, webshop_daily_sales) kept by the database itself,
-- so every path that changes an order (card payment, manual create, edit, soft delete, a direct UPDATE)
-- keeps them right. An order counts while status = 'paid' and deleted_at is null. Orders are never
-- hard-deleted by the application; deleting a seller or webshop removes its roll-ups by cascade.
-- Every sale updates its roll-up rows in place: free space on each page keeps those updates HOT (no index churn).
ALTER TABLE seller_sales SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE seller_product_sales SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE webshop_daily_sales SET (fillfactor = 50);
--> statement-breakpoint
CREATE FUNCTION sales_rollup_add(w integer, s integer, d date, sales bigint, earnings bigint, qty bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_sales AS t (seller_id, webshop_id, sales_minor, earnings_minor, amount)
  VALUES (s, w, sales, earnings, qty)
  ON CONFLICT (seller_id) DO UPDATE SET sales_minor = t.sales_minor + excluded.sales_minor,
    earnings_minor = t.earnings_minor + excluded.earnings_minor, amount = t.amount + excluded.amount;
  INSERT INTO webshop_daily_sales AS t (webshop_id, day, sales_minor, earnings_minor, amount)
  VALUES (w, d, sales, earnings, qty)
  ON CONFLICT (webshop_id, day) DO UPDATE SET sales_minor = t.sales_minor + excluded.sales_minor,
    earnings_minor = t.earnings_minor + excluded.earnings_minor, amount = t.amount + excluded.amount;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_rollup_add(w integer, s integer, p integer, qty bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_product_sales AS t (seller_id, webshop_product_id, webshop_id, amount)
  VALUES (s, p, w, qty)
  ON CONFLICT (seller_id, webshop_product_id) DO UPDATE SET amount = t.amount + excluded.amount;
END $$;
--> statement-breakpoint
-- Adds (sign 1) or removes (sign -1) one order's whole contribution, with the lines it has right now.
CREATE FUNCTION order_rollup_apply(o orders, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'UTC')::date;
  qty bigint;
  line record;
BEGIN
  SELECT coalesce(sum(quantity), 0) INTO qty FROM order_lines WHERE order_id = o.id;
  PERFORM sales_rollup_add(o.webshop_id, o.seller_id, d, sign * o.total_minor, sign * o.earnings_minor, sign * qty);
  FOR line IN SELECT webshop_product_id, sum(quantity) AS quantity FROM order_lines WHERE order_id = o.id GROUP BY 1 LOOP
    PERFORM product_rollup_add(o.webshop_id, o.seller_id, line.webshop_product_id, sign * line.quantity);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_counted boolean := TG_OP = 'UPDATE' AND OLD.status = 'paid' AND OLD.deleted_at IS NULL;
  is_counted boolean := NEW.status = 'paid' AND NEW.deleted_at IS NULL;
BEGIN
  IF was_counted AND is_counted AND OLD.total_minor = NEW.total_minor AND OLD.earnings_minor = NEW.earnings_minor
     AND OLD.seller_id = NEW.seller_id AND OLD.webshop_id = NEW.webshop_id
     AND coalesce(OLD.paid_at, OLD.created_at) = coalesce(NEW.paid_at, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF was_counted THEN PERFORM order_rollup_apply(OLD, -1); END IF;
  IF is_counted THEN PERFORM order_rollup_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_rollup AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION orders_rollup();
--> statement-breakpoint
CREATE FUNCTION order_lines_rollup_apply(line order_lines, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  o record;
BEGIN
  SELECT webshop_id, seller_id, paid_at, created_at INTO o FROM orders
  WHERE id = line.order_id AND status = 'paid' AND deleted_at IS NULL;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM sales_rollup_add(o.webshop_id, o.seller_id, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'UTC')::date,
    0, 0, sign * line.quantity);
  PERFORM product_rollup_add(o.webshop_id, o.seller_id, line.webshop_product_id, sign * line.quantity);
END $$;
--> statement-breakpoint
CREATE FUNCTION order_lines_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM order_lines_rollup_apply(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM order_lines_rollup_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_lines_rollup AFTER INSERT OR UPDATE OR DELETE ON order_lines FOR EACH ROW EXECUTE FUNCTION order_lines_rollup();
--> statement-breakpoint
-- Orders that already count (paid card orders from before this migration).
INSERT INTO seller_sales (seller_id, webshop_id, sales_minor, earnings_minor, amount)
SELECT o.seller_id, o.webshop_id, sum(o.total_minor), sum(o.earnings_minor),
       coalesce(sum((SELECT sum(quantity) FROM order_lines l WHERE l.order_id = o.id)), 0)
FROM orders o WHERE o.status = 'paid' AND o.deleted_at IS NULL GROUP BY o.seller_id, o.webshop_id;
--> statement-breakpoint
INSERT INTO seller_product_sales (seller_id, webshop_product_id, webshop_id, amount)
SELECT o.seller_id, l.webshop_product_id, o.webshop_id, sum(l.quantity)
FROM orders o JOIN order_lines l ON l.order_id = o.id
WHERE o.status = 'paid' AND o.deleted_at IS NULL GROUP BY o.seller_id, l.webshop_product_id, o.webshop_id;
--> statement-breakpoint
INSERT INTO webshop_daily_sales (webshop_id, day, sales_minor, earnings_minor, amount)
SELECT o.webshop_id, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'UTC')::date, sum(o.total_minor), sum(o.earnings_minor),
       coalesce(sum((SELECT sum(quantity) FROM order_lines l WHERE l.order_id = o.id)), 0)
FROM orders o WHERE o.status = 'paid' AND o.deleted_at IS NULL GROUP BY 1, 2;
