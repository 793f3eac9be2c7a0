-- Orders the owner edits (Update Order: the fields the REST reference lets change) and orders an
-- app imports (Import Order: an order from another system, with no checkout behind it).
ALTER TABLE ecom_orders
  ALTER COLUMN checkout_id DROP NOT NULL,
  ADD COLUMN buyer_language text,
  ADD COLUMN archived boolean NOT NULL DEFAULT false,
  ADD COLUMN attribution_source text
    CONSTRAINT ecom_orders_attribution_source_check
    CHECK (attribution_source IN ('UNSPECIFIED', 'FACEBOOK_ADS')),
  ADD COLUMN seen_by_a_human boolean NOT NULL DEFAULT false,
  -- {address?, contactDetails?}: who receives the order, when not the buyer.
  ADD COLUMN recipient_info jsonb,
  -- {namespaces: {<app namespace>: {...}}}
  ADD COLUMN extended_fields jsonb,
  -- Made by Import Order: only such an order may be overwritten by another import.
  ADD COLUMN imported boolean NOT NULL DEFAULT false;
