-- Per-instance caches of read-mostly rows (src/cache): every change to a cached table NOTIFYs
-- 'platform_cache' with '<table>:<site id>' at commit, and each instance drops that site's entries.
CREATE FUNCTION platform_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  site_column text := TG_ARGV[0];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('platform_cache', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> site_column));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('platform_cache', TG_TABLE_NAME || ':' || (to_jsonb(NEW) ->> site_column));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sites_cache_notify AFTER INSERT OR UPDATE OR DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION platform_cache_notify('id');
CREATE TRIGGER oauth_clients_cache_notify AFTER INSERT OR UPDATE OR DELETE ON oauth_clients
  FOR EACH ROW EXECUTE FUNCTION platform_cache_notify('site_id');
CREATE TRIGGER installed_apps_cache_notify AFTER INSERT OR UPDATE OR DELETE ON installed_apps
  FOR EACH ROW EXECUTE FUNCTION platform_cache_notify('site_id');
CREATE TRIGGER stores_products_cache_notify AFTER INSERT OR UPDATE OR DELETE ON stores_products
  FOR EACH ROW EXECUTE FUNCTION platform_cache_notify('site_id');
CREATE TRIGGER stores_product_options_cache_notify
  AFTER INSERT OR UPDATE OR DELETE ON stores_product_options
  FOR EACH ROW EXECUTE FUNCTION platform_cache_notify('site_id');
CREATE TRIGGER stores_variants_cache_notify AFTER INSERT OR UPDATE OR DELETE ON stores_variants
  FOR EACH ROW EXECUTE FUNCTION platform_cache_notify('site_id');
