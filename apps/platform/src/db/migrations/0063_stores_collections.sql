-- Catalog V1 collections, which Catalog V3 reports as the product's categories: the names, slugs
-- and looks of the ids a product lists in stores_products.collection_ids (the membership stays
-- there, one list for both wires). Ids are text: the built-in "All Products" collection's id is
-- not a uuid ('00000000-000000-000000-000000000001', as the real platform spells it).
CREATE TABLE stores_collections (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  slug text NOT NULL,
  description text,
  media jsonb NOT NULL DEFAULT '[]',
  visible boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, id),
  CONSTRAINT stores_collections_site_id_slug_key UNIQUE (site_id, slug)
);

-- Every site has the "All Products" collection from its first moment, whoever creates the site
-- (the seed, the CLI, a test): the database gives it, as it gives the site its id.
CREATE FUNCTION stores_collections_all_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stores_collections (site_id, id, name, slug, created_at, updated_at)
  VALUES (NEW.id, '00000000-000000-000000-000000000001', 'All Products', 'all-products',
          NEW.created_at, NEW.created_at)
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;

CREATE TRIGGER sites_all_products_collection AFTER INSERT ON sites
  FOR EACH ROW EXECUTE FUNCTION stores_collections_all_products();

INSERT INTO stores_collections (site_id, id, name, slug, created_at, updated_at)
SELECT id, '00000000-000000-000000-000000000001', 'All Products', 'all-products', created_at, created_at
FROM sites
ON CONFLICT DO NOTHING;
