-- Catalog V3 brands and ribbons made on their own (createBrand, getOrCreateRibbon…): a name no
-- product carries yet. A name products carry needs no row; the V3 reads list both.
CREATE TABLE stores_catalog_names (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('brand', 'ribbon')),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, kind, name)
);
