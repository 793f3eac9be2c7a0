-- A site is on one Stores catalog version for good (the platform's Catalog Versioning docs): V1
-- or V3. Every site so far is on V1, the demo site included; the seed's second site and the CLI's
-- `sites create --catalog v3` make V3 ones. One catalog in the tables; the version picks the wire.
ALTER TABLE sites
  ADD COLUMN catalog_version text NOT NULL DEFAULT 'V1_CATALOG'
  CONSTRAINT sites_catalog_version_check CHECK (catalog_version IN ('V1_CATALOG', 'V3_CATALOG'));
