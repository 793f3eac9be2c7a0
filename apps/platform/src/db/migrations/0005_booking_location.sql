-- The service location a booking's slot is at (a slot takes the service's first location).
-- Set on new bookings; setServiceLocations moves or cancels bookings by it. Bookings made
-- before this column count as at the service's first location.
ALTER TABLE bookings_bookings ADD COLUMN location_id text;
