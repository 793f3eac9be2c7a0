-- Webhooks (issue 7): every domain event names who caused it, and deliveries keep the order of
-- one entity's events, so the outbox is read by entity as well as by id.
ALTER TABLE domain_events ADD COLUMN identity jsonb;
CREATE INDEX domain_events_entity_idx ON domain_events (site_id, aggregate_type, aggregate_id, id);
