-- Most sites have no webhook subscription, yet every outbox row was left for a fan-out pass that
-- rewrote it (published_at: a non-HOT update of a row of kilobytes, with new entries in every
-- index), and every writer took the notify gate to wake the dispatchers for it.
--
-- Now a row that no subscription of its site wants is recorded as fanned out already (to nobody):
-- it is born published, never enters the partial index of unpublished rows, and wakes no one.
-- The test mirrors the fan-out's own (webhooks/fan-out.ts). A subscription receives the events
-- recorded after it committed; one committing while an event is being recorded may miss it, as
-- before (the fan-out also skips events older than the subscription).
CREATE FUNCTION domain_events_skip_unwanted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM webhook_subscriptions s
    WHERE s.site_id = NEW.site_id
      AND (cardinality(s.event_types) = 0 OR NEW.event_type = ANY (s.event_types))
  ) THEN
    NEW.published_at := NEW.created_at;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER domain_events_skip_unwanted BEFORE INSERT ON domain_events
  FOR EACH ROW WHEN (NEW.published_at IS NULL) EXECUTE FUNCTION domain_events_skip_unwanted();

-- Only a row left to fan out wakes the dispatchers (still through the gate of 0027). A row-level
-- trigger with WHEN costs nothing for the rows it skips; the gate keeps it to one notification.
DROP TRIGGER domain_events_notify ON domain_events;
CREATE TRIGGER domain_events_notify AFTER INSERT ON domain_events
  FOR EACH ROW WHEN (NEW.published_at IS NULL) EXECUTE FUNCTION domain_events_notify();
