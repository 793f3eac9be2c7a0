-- Cart V2 is one entity from the first line item to the placed order (its migration guide): a
-- cart whose order is placed through Cart V2 stays, marked `orderPlaced` with its `orderId`,
-- instead of being deleted as Cart V1's checkout does. A placed cart is nobody's current cart, so
-- the owner key is unique among the carts not yet ordered; its buyer still reads it by id.
ALTER TABLE ecom_carts
  ADD COLUMN order_placed boolean NOT NULL DEFAULT false,
  ADD COLUMN order_id uuid;
ALTER TABLE ecom_carts DROP CONSTRAINT ecom_carts_site_id_owner_type_owner_id_key;
CREATE UNIQUE INDEX ecom_carts_current_owner_key
  ON ecom_carts (site_id, owner_type, owner_id) WHERE NOT order_placed;

-- A checkout opened through Cart V2 (its checkout URL, Place Order) keeps its cart when it
-- completes; one opened through Checkout V1 deletes it, as before.
ALTER TABLE ecom_checkouts ADD COLUMN keeps_cart boolean NOT NULL DEFAULT false;
