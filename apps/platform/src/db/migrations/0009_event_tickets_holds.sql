-- Held tickets per definition and expiry instant, so counting what pending reservations hold is a
-- short index range (one row per second of expiry) instead of a scan of every pending line.
-- Reservations expire on whole seconds, so the holds of one second share a row.
--
-- held(definition, now) = sum(quantity) WHERE expires_at > now: a hold past its instant simply
-- stops counting (no job has to run). A reservation adds its quantities here when it is made,
-- under the definition's row lock, and takes them off when it is checked out or canceled.
CREATE TABLE events_ticket_holds (
  ticket_definition_id uuid NOT NULL REFERENCES events_ticket_definitions (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (ticket_definition_id, expires_at)
);

-- The holds table answers the capacity count; the lines need no index of their own for it.
DROP INDEX IF EXISTS events_reservation_lines_held_idx;

-- Reserves in ONE call, so the definitions' row locks are held only inside the database (no
-- client round trips while other reservations wait). Locks the definitions in id order, then
-- counts sold + held in later statements (each sees what the previous lock holder committed),
-- and inserts the reservation, its lines and holds only when every definition has room. Returns
-- one row per definition (`held` includes this reservation when `ok`); nothing is written unless
-- `ok`. p_lines: [{def, position, name, quantity, price, fee, details}].
CREATE FUNCTION events_reserve_counts(p_lines jsonb, p_now timestamptz)
RETURNS TABLE (definition_id uuid, capacity integer, sold integer, held integer, wanted integer)
LANGUAGE sql STABLE AS $$
  SELECT d.id, d.capacity, d.sold,
    coalesce((SELECT sum(h.quantity) FROM events_ticket_holds h
      WHERE h.ticket_definition_id = d.id AND h.expires_at > p_now), 0)::int,
    w.wanted
  FROM events_ticket_definitions d
  JOIN (SELECT (e->>'def')::uuid AS def, sum((e->>'quantity')::int)::int AS wanted
        FROM jsonb_array_elements(p_lines) e GROUP BY 1) w ON w.def = d.id
  ORDER BY d.id
$$;

CREATE FUNCTION events_reserve(
  p_id uuid, p_site uuid, p_event uuid, p_currency text, p_owner_type text, p_owner_id text,
  p_now timestamptz, p_expires timestamptz, p_lines jsonb
) RETURNS TABLE (definition_id uuid, capacity integer, sold integer, held integer, ok boolean)
LANGUAGE plpgsql AS $$
DECLARE
  fits boolean;
BEGIN
  -- A hold is transient: a crash losing the last instant's holds only frees seats, and a
  -- checkout (committed synchronously) flushes every hold before it.
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM 1 FROM events_ticket_definitions d
    WHERE d.id IN (SELECT (e->>'def')::uuid FROM jsonb_array_elements(p_lines) e)
    ORDER BY d.id FOR UPDATE;
  SELECT bool_and(c.capacity IS NULL OR c.sold + c.held + c.wanted <= c.capacity) INTO fits
    FROM events_reserve_counts(p_lines, p_now) c;
  IF fits THEN
    INSERT INTO events_reservations (id, site_id, event_id, status, expires_at, currency,
      owner_type, owner_id, created_at, updated_at)
      VALUES (p_id, p_site, p_event, 'RESERVATION_PENDING', p_expires, p_currency, p_owner_type,
        p_owner_id, p_now, p_now);
    INSERT INTO events_reservation_lines (site_id, reservation_id, ticket_definition_id,
      "position", name, quantity, price_minor, fee_minor, ticket_details, expires_at)
      SELECT p_site, p_id, x.def, x."position", x.name, x.quantity, x.price, x.fee, x.details,
        p_expires
      FROM jsonb_to_recordset(p_lines) AS x(def uuid, "position" int, name text, quantity int,
        price int, fee int, details jsonb);
    INSERT INTO events_ticket_holds AS h (ticket_definition_id, expires_at, quantity)
      SELECT c.definition_id, p_expires, c.wanted FROM events_reserve_counts(p_lines, p_now) c
      ON CONFLICT (ticket_definition_id, expires_at)
        DO UPDATE SET quantity = h.quantity + excluded.quantity;
  END IF;
  RETURN QUERY SELECT c.definition_id, c.capacity, c.sold, c.held, coalesce(fits, false)
    FROM events_reserve_counts(p_lines, p_now) c;
END $$;
