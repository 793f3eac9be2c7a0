-- A coupon's start precedes its expiration when both are set, as a discount rule's window has since
-- 0006; until now only the CLI refused a coupon typed the wrong way round. Such a coupon never
-- applied and never could (PENDING until its end, EXPIRED after: ecom/pricing/status.ts), and no
-- row points at a coupon (carts and orders keep its code as text), so rows already stored that way
-- are deleted rather than given a window nobody chose; the constraint then holds for every row.
DELETE FROM ecom_coupons WHERE active_from >= active_to;

ALTER TABLE ecom_coupons
  ADD CONSTRAINT ecom_coupons_window_check
  CHECK (active_from IS NULL OR active_to IS NULL OR active_from < active_to);
