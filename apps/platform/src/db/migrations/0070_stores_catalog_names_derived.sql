-- Catalog V3 customizations and info sections made on their own (createCustomization,
-- createInfoSection, add-choices…), kept as brands and ribbons are until a product carries them.
-- `settings` holds what a product would otherwise carry: an option's render and choices
-- ({render, choices}), a modifier's field ({title, maxLength}), a section's ({description}).
ALTER TABLE stores_catalog_names DROP CONSTRAINT stores_catalog_names_kind_check;
ALTER TABLE stores_catalog_names ADD CONSTRAINT stores_catalog_names_kind_check
  CHECK (kind IN ('brand', 'ribbon', 'option', 'modifier', 'info-section'));
ALTER TABLE stores_catalog_names ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'::jsonb;
