-- An offline plan order may start in the future (it reads PENDING until then), so `started` is no
-- longer always recorded when the order is made: the clock records it on the first read after the
-- start date (as cycle_started, 0021). Orders made before this all started when they were made.
ALTER TABLE plan_orders ADD COLUMN started_notified boolean NOT NULL DEFAULT true;
