-- Categories V2 are written by the owner now (create, update, delete): each change bumps the
-- revision an update must name, and the category says when it last changed.
ALTER TABLE bookings_categories
  ADD COLUMN revision bigint NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE bookings_categories SET updated_at = created_at;
