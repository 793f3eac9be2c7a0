-- Whether a reservation fits is decided here only: events_reserve now says, per definition, whether
-- the request fits it (`fits`), and the platform reports the first that does not instead of
-- judging capacity again in TypeScript. Same arguments, same writes; the result gains a column,
-- hence DROP and CREATE (in this migration's transaction, so no caller sees it missing).
DROP FUNCTION events_reserve(uuid, uuid, uuid, text, text, text, timestamptz, timestamptz, jsonb);

CREATE FUNCTION events_reserve(
  p_id uuid, p_site uuid, p_event uuid, p_currency text, p_owner_type text, p_owner_id text,
  p_now timestamptz, p_expires timestamptz, p_lines jsonb
) RETURNS TABLE (definition_id uuid, capacity integer, sold integer, held integer, fits boolean,
  ok boolean)
LANGUAGE plpgsql AS $$
DECLARE
  short uuid[];
  all_fit boolean;
BEGIN
  -- A hold is transient: a crash losing the last instant's holds only frees seats, and a
  -- checkout (committed synchronously) flushes every hold before it.
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM 1 FROM events_ticket_definitions d
    WHERE d.id IN (SELECT (e->>'def')::uuid FROM jsonb_array_elements(p_lines) e)
    ORDER BY d.id FOR UPDATE;
  -- The rule: a definition without a capacity always fits; one with a capacity fits while what is
  -- sold, what unexpired reservations hold and what is asked for stay within it.
  -- A definition deleted since the platform read it has no count: then nothing fits either, and
  -- the platform answers that it is not found.
  SELECT bool_and(r.room) AND count(*) = (SELECT count(DISTINCT e->>'def')
      FROM jsonb_array_elements(p_lines) e),
    coalesce(array_agg(r.id) FILTER (WHERE NOT r.room), '{}')
    INTO all_fit, short
    FROM (SELECT c.definition_id AS id,
            c.capacity IS NULL OR c.sold + c.held + c.wanted <= c.capacity AS room
          FROM events_reserve_counts(p_lines, p_now) c) r;
  IF all_fit THEN
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
  -- `held` includes this reservation when `ok`; `fits` is the verdict from before the writes.
  RETURN QUERY SELECT c.definition_id, c.capacity, c.sold, c.held,
      NOT (c.definition_id = ANY (short)), coalesce(all_fit, false)
    FROM events_reserve_counts(p_lines, p_now) c;
END $$;
