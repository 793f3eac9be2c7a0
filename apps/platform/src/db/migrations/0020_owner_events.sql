-- Issue 7: owner calls that record the domain events the storefront flows do not cause.

-- Discount rules as the Discount Rules API manages them: a revision for optimistic updates, the
-- `active` switch (an inactive rule never prices a cart) and the last change.
ALTER TABLE ecom_discount_rules
  ADD COLUMN revision bigint NOT NULL DEFAULT 1,
  ADD COLUMN active boolean NOT NULL DEFAULT true,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
