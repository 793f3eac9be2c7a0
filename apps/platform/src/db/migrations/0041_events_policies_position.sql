-- Policies v2's Reorder Event Policies: an event's policies keep the order the owner gives them (on
-- the event's dashboard and the checkout's agreement boxes). Lower first; a new policy goes first,
-- as the real platform lists them newest first until reordered. Existing policies take their
-- creation order, newest first.
ALTER TABLE events_policies ADD COLUMN position integer NOT NULL DEFAULT 0;
UPDATE events_policies p
   SET position = ranked.n
  FROM (SELECT id, row_number() OVER (PARTITION BY event_id ORDER BY created_at DESC, id) AS n
          FROM events_policies) ranked
 WHERE ranked.id = p.id;
