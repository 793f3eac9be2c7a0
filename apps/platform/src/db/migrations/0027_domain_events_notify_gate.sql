-- A notifying transaction holds PostgreSQL's cluster-wide notify lock from its pre-commit until
-- after its commit record is flushed (async.c, PreCommit_Notify), so transactions that all notify
-- commit one after another, each waiting for its own WAL flush: under concurrent writes this
-- capped every outbox writer (add-to-cart most of all) at one commit per disk flush.
--
-- Only one writer at a time needs to wake the dispatchers: whoever takes this transaction-scoped
-- advisory lock notifies; the others, while it is held, commit without notifying (and so group
-- their flushes). The woken dispatcher keeps taking passes while they find events, which picks up
-- theirs; the dispatcher's poll covers any left over.
CREATE OR REPLACE FUNCTION domain_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_try_advisory_xact_lock(hashtext('domain_events_notify')) THEN
    PERFORM pg_notify('domain_events', '');
  END IF;
  RETURN NULL;
END $$;
