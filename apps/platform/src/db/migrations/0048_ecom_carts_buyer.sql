-- A cart made by Cart V1's Create Cart (or Cart V2's) is nobody's current cart: its owner key is
-- a dedicated one. When a visitor or member made it, it is still theirs to read and change by its
-- id, and its buyerInfo names them: the buyer, kept beside the owner key (NULL: the owner is the
-- buyer, as for every current cart).
ALTER TABLE ecom_carts
  ADD COLUMN buyer_type text CHECK (buyer_type IN ('ANONYMOUS_VISITOR', 'MEMBER')),
  ADD COLUMN buyer_id text;
