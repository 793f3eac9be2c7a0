-- Most sites have no webhook subscription, yet every outbox row was left for a fan-out pass that
-- rewrote it (published_at: a non-HOT update of a row of kilobytes, with new entries in every
-- index), and every writer took the notify gate to wake the dispatchers for it.
--
-- Now a row that no subscription of its site wants is recorded as fanned out already (to nobody):
-- it is born published, never enters the partial index of unpublished rows, and wakes no one.
-- A subscription receives the events recorded after it committed; one committing while an event
-- is being recorded may miss it, as before (the fan-out also skips events older than it).

-- Whether some subscription of the site wants events of this type (the fan-out's own test, but
-- for the subscription's age). A writer on a hot path asks it in its insert and so skips the
-- trigger below: a PL/pgSQL row trigger costs more than the query it runs.
CREATE FUNCTION domain_event_wanted(uuid, text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM webhook_subscriptions s
    WHERE s.site_id = $1 AND (cardinality(s.event_types) = 0 OR $2 = ANY (s.event_types)))
$$;

CREATE FUNCTION domain_events_skip_unwanted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT domain_event_wanted(NEW.site_id, NEW.event_type) THEN
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
