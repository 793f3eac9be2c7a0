-- Redirect sessions for the hosted events checkout (docs/protocol.md §3.7, eventsCheckout).

ALTER TABLE redirect_sessions DROP CONSTRAINT redirect_sessions_intent_check;
ALTER TABLE redirect_sessions
  ADD CONSTRAINT redirect_sessions_intent_check
  CHECK (intent IN ('bookingsCheckout', 'ecomCheckout', 'eventsCheckout'));
