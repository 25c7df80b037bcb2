CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("order_id") WHERE "disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "orders_returned_idx" ON "orders" USING btree ("webshop_id") WHERE "orders"."refunded_minor" > 0 or "orders"."charged_back_minor" > 0;
--> statement-breakpoint
-- The store read (modules/shop/service.ts), the hottest read of the product, as a function: PL/pgSQL plans its query
-- once per connection and keeps the plan, where an unprepared statement is planned on every call (pgbench with this
-- query: 4,070 tps unprepared, 14,576 through this function; docs/decisions/0046). It works the same through
-- PgBouncer in transaction mode and on PGlite, which keep no prepared statements for us. One row as JSON, or null.
CREATE OR REPLACE FUNCTION store_read(p_seller_id integer) RETURNS json LANGUAGE plpgsql STABLE AS $store_read$
BEGIN
  RETURN (select row_to_json(store) from (select
      s.id as "sellerId", s.name as "sellerName", s.is_active as "isActive", s.is_minor as "isMinor",
      s.show_full_name as "showFullName", s.is_minor and s.guardian_confirmed_at is null as "awaitsGuardian",
      s.is_team as "isTeam",
      s.picture_file as "pictureFile", s.comment_to_buyers as "sellerComment", s.sales_goal_minor as "salesGoalMinor",
      w.id as "webshopId", w.name as "webshopName", w.class_or_team as "classOrTeam",
      w.comment_to_buyers as "webshopComment", w.currency_code as "currencyCode", w.language as "language",
      w.is_locked as "isLocked", w.has_finished_onboarding as "hasFinishedOnboarding",
      coalesce(ss.sales_minor, 0) as "totalSalesMinor",
      (select coalesce(json_agg(json_build_object(
          'productId', p.id, 'productName', p.name, 'priceMinor', wp.price_minor, 'coverImageUrl', p.cover_image_url,
          'shortProductDescription', p.short_description, 'descriptionHtml', p.description_html)
          order by p.sort_order, p.id), '[]'::json)
        from webshop_products wp join products p on p.id = wp.product_id
        where wp.webshop_id = s.webshop_id and p.on_sale) as "products"
    from sellers s
    join webshops w on w.id = s.webshop_id
    left join seller_sales ss on ss.seller_id = s.id
    where s.id = p_seller_id) store);
END
$store_read$;
