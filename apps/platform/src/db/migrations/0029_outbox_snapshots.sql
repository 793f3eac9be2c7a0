-- An outbox row's payload is the body as delivered ('wire'), or a snapshot of rows that the
-- dispatcher renders into it when a subscription wants the event (outbox/payloads.ts). Add to cart
-- writes its cart event in the statement that changes the cart, as a snapshot of the rows the
-- statement wrote: one round trip for the whole change instead of two.
ALTER TABLE domain_events ADD COLUMN payload_format text NOT NULL DEFAULT 'wire';

-- The per-line limit (MAX_LINE_ITEM_QUANTITY in packages/contract) held by the database too: the
-- one-statement add has no later step that could refuse a line past it and roll back.
ALTER TABLE ecom_cart_line_items
  ADD CONSTRAINT ecom_cart_line_items_quantity_limit CHECK (quantity <= 100000);
