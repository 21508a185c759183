import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Past orders written set-wise for seeds (the scale seed's million, the demo reviewers'
 * purchases): the caller fills two temporary tables, and this writes each order's cart, the
 * order with its payment, its lines with the snapshot placement keeps, and its state history.
 *
 * - `gen_orders (g int, cart_id bigint, order_id bigint, user_id bigint, created_at timestamptz,
 *   state_id smallint, payment_method text, line_count int)`: ids taken from the tables' own
 *   sequences; state 9 delivered, 8 shipped, 11 cancelled, 12 payment failed.
 * - `gen_lines (order_id bigint, k int, product_id, combination_id, price, price_after_discount,
 *   attributes, name, slug, brand_id, brand_name, category_id, category_name, category_slug,
 *   image, quantity)`: `k` numbers the order's lines from 1.
 *
 * `series` (one capital letter) keeps each seed's reference codes (`KLU-YYMMDD-S0001F`),
 * payment ids and parcel codes apart.
 */
export async function insertGeneratedOrders(trx: Kysely<Database>, series: string) {
  const prefix = `${series.toLowerCase()}-`;
  await sql`insert into carts (id, user_id, status, created_at, updated_at)
      overriding system value
      select cart_id, user_id, 'ordered', created_at - interval '15 minutes', created_at
      from gen_orders`.execute(trx);

  await sql`insert into orders (id, reference_code, user_id, cart_id, state_id, subtotal,
        shipping_fee, total_paid, weight_grams, delivery_address, shipping, payment_method,
        payment_type, payment_ref, payment, payment_status, is_payment_failed, payment_due_at,
        paid_at, cancelled_at, cancellation_reason, released_at, created_at, updated_at)
      overriding system value
      select b.order_id, ref.code, b.user_id, b.cart_id, b.state_id, t.subtotal, 15000,
        t.subtotal + 15000, 250 * b.line_count,
        jsonb_build_object('id', '0', 'title', 'Rumah', 'contact', trim(u.first_name || ' ' || u.last_name),
          'phone', '081200000000', 'street1', 'Jl. Kemang Raya No. ' || (1 + b.g % 200),
          'street2', null, 'province_code', '31', 'regency_code', '3174',
          'district_code', '317406', 'village_code', null, 'zipcode', '12730'),
        jsonb_build_object('carrier_code', 'jne', 'carrier_name', 'JNE', 'service_code', 'jne-reg',
          'service_name', 'Reguler', 'fee', 15000, 'discount', 0, 'eta_min_days', 2,
          'eta_max_days', 3,
          'code', case when b.state_id in (8, 9) then 'JNE' || ${series}::text || lpad(b.g::text, 11, '0') end,
          'can_track_order', b.state_id in (8, 9)),
        b.payment_method, 'bank_transfer', ref.code,
        jsonb_build_object('transaction_id', ${prefix}::text || b.g,
          'status', case when b.state_id = 12 then 'deny' when b.state_id = 11 then 'cancel' else 'settlement' end),
        case when b.state_id = 12 then 'failure' when b.state_id = 11 then 'cancel' else 'settlement' end,
        b.state_id = 12, b.created_at + interval '1 day',
        case when b.state_id in (8, 9) then b.created_at + interval '10 minutes' end,
        case when b.state_id = 11 then b.created_at + interval '2 hours' end,
        case when b.state_id = 11 then 'Berubah pikiran' end,
        case when b.state_id in (11, 12) then b.created_at + interval '2 hours' end,
        b.created_at, b.created_at + interval '3 days'
      from gen_orders b
      join users u on u.id = b.user_id
      cross join lateral (select 'KLU-' || to_char((b.created_at at time zone 'UTC') + interval '7 hours', 'YYMMDD')
                 || '-' || ${series}::text || lpad(upper(to_hex(b.g)), 5, '0') as code) ref
      join (select order_id, sum(price_after_discount * quantity)::int as subtotal
              from gen_lines group by order_id) t on t.order_id = b.order_id`.execute(trx);

  await sql`insert into order_lines (order_id, product_id, combination_id, quantity, unit_price,
        list_price, total_price, detail)
      select l.order_id, l.product_id, l.combination_id, l.quantity, l.price_after_discount,
        l.price, l.price_after_discount * l.quantity,
        jsonb_build_object('_id', null, 'id', l.product_id::text,
          'combination_id', l.combination_id::text, 'quantity', l.quantity, 'name', l.name,
          'slug', l.slug, 'brand', jsonb_build_object('id', l.brand_id::text, 'name', l.brand_name),
          'categories', jsonb_build_array(jsonb_build_object('id', l.category_id::text, 'name', l.category_name)),
          'default_category', jsonb_build_object('id', l.category_id::text, 'name', l.category_name, 'slug', l.category_slug),
          'image', l.image, 'combination_name', null,
          'combination', jsonb_build_object('attributes', l.attributes, 'price', l.price,
            'price_after_discount', l.price_after_discount),
          'is_pack', false, 'pack_content', '[]'::jsonb, 'is_pre_order', false,
          'delivery_date', null, 'egift_info', null, 'is_special_price', false,
          'special_price_voucher_id', null, 'is_applied_free_product', false,
          'applied_free_products_voucher_id', null, 'quantity_limit', 10, 'stock', 100,
          'is_available', true, 'quantity_error', null, 'unit_price', l.price_after_discount,
          'total_price', l.price_after_discount * l.quantity,
          'detail', jsonb_build_object('combination', jsonb_build_object('price', l.price,
            'price_after_discount', l.price_after_discount,
            'total_price', l.price_after_discount * l.quantity)))
      from gen_lines l
      order by l.order_id, l.k`.execute(trx);

  // The states each order went through, in order.
  await sql`insert into order_state_histories (order_id, state_id, created_at)
      select b.order_id, s.state_id, b.created_at + s.after
      from gen_orders b
      cross join lateral (values
        (1, 1::smallint, interval '0'),
        (2, case when b.state_id in (11, 12) then b.state_id else 4 end, interval '10 minutes'),
        (3, case when b.state_id in (8, 9) then 8::smallint end, interval '1 day'),
        (4, case when b.state_id = 9 then 9::smallint end, interval '3 days')) as s(step, state_id, after)
      where s.state_id is not null
      order by b.order_id, s.step`.execute(trx);
}

/**
 * The catalogue's facts a generated line keeps (name, brand, category, cover, prices): the
 * columns of `gen_lines` after `order_id, k`, from `products p`, `combinations c`, `brands b`
 * and `categories cat`.
 */
export const goodsColumns = sql`p.id as product_id, c.id as combination_id, c.price,
    c.price_after_discount, c.attributes, p.name, p.slug, b.id as brand_id, b.name as brand_name,
    cat.id as category_id, cat.name as category_name, cat.slug as category_slug,
    (select i.url from product_images i where i.product_id = p.id and i.is_cover
      order by i.position limit 1) as image`;
