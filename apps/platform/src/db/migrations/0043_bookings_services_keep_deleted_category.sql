-- Categories V2's Delete Category leaves a service linked to the deleted category (docs/protocol.md
-- §2.1): the service keeps the category id, shown to the owner only, until it is given another.
-- So the id outlives its row: no foreign key (which cleared it), the category checked on writes.
ALTER TABLE bookings_services DROP CONSTRAINT bookings_services_category_id_fkey;
