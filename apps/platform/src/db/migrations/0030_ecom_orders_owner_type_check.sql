-- Orders copy owner_type from their checkout, whose CHECK already holds it; the order's own column
-- had none, so the database allowed what the Drizzle schema's type does not (schema-drift.test.ts).
ALTER TABLE ecom_orders
  ADD CONSTRAINT ecom_orders_owner_type_check
  CHECK (owner_type IN ('ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'));
