-- Back-in-stock requests speak the real platform's statuses: RECEIVED when made, NOTIFICATION_SENT
-- once the owner marked or reported it sent. PENDING and NOTIFIED were this platform's own names,
-- which an app comparing against the SDK's `Status` enum never matched. (PROCESSING and FAILED
-- belong to the real platform's mail sending, which happens here at once and does not fail.)
ALTER TABLE ecom_back_in_stock_requests DROP CONSTRAINT ecom_back_in_stock_requests_status_check;
DROP INDEX ecom_back_in_stock_requests_once;
UPDATE ecom_back_in_stock_requests
  SET status = CASE status WHEN 'PENDING' THEN 'RECEIVED' ELSE 'NOTIFICATION_SENT' END;
ALTER TABLE ecom_back_in_stock_requests ALTER COLUMN status SET DEFAULT 'RECEIVED';
ALTER TABLE ecom_back_in_stock_requests ADD CONSTRAINT ecom_back_in_stock_requests_status_check
  CHECK (status IN ('RECEIVED', 'NOTIFICATION_SENT'));
CREATE UNIQUE INDEX ecom_back_in_stock_requests_once
  ON ecom_back_in_stock_requests (site_id, catalog_item_id, options, lower(email))
  WHERE status = 'RECEIVED';
