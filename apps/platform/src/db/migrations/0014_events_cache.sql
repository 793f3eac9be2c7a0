-- The per-instance events cache (src/cache): a reservation reads its event and ticket definitions
-- from it, so every change to them notifies 'platform_cache' like the catalog tables (0011).
CREATE TRIGGER events_events_cache_notify AFTER INSERT OR UPDATE OR DELETE ON events_events
  FOR EACH ROW EXECUTE FUNCTION platform_cache_notify('site_id');
CREATE TRIGGER events_ticket_definitions_cache_notify
  AFTER INSERT OR UPDATE OR DELETE ON events_ticket_definitions
  FOR EACH ROW EXECUTE FUNCTION platform_cache_notify('site_id');
