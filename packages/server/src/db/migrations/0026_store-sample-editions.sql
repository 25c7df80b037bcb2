-- The store read tells which products sell their sample edition, so the store can say 'Sample edition' on the card
-- (development and the demo; production sells no sample, docs/decisions/0058). store_read as in 0025, with 'sample'.
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
          'shortProductDescription', p.short_description, 'descriptionHtml', p.description_html,
          'sample', exists (select 1 from product_editions e where e.product_id = p.id and e.sample))
          order by p.sort_order, p.id), '[]'::json)
        from webshop_products wp join products p on p.id = wp.product_id
        where wp.webshop_id = s.webshop_id and p.on_sale) as "products"
    from sellers s
    join webshops w on w.id = s.webshop_id
    left join seller_sales ss on ss.seller_id = s.id
    where s.id = p_seller_id) store);
END
$store_read$;
