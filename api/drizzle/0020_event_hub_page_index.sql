-- The Event Hub table reads a page of one kind's events at a time (events/admin-page.ts): upcoming
-- (OPEN) soonest first, past (CLOSED) most recent first, ties by id. With the time and the id in
-- the index each part is read in its order from it, forwards or backwards, however deep the page.
-- It takes the place of the index on kind, status and day, which it leads with.
DROP INDEX "events_kind_status_day_idx";--> statement-breakpoint
CREATE INDEX "events_kind_status_day_time_id_idx" ON "events" USING btree ("kind","status","day","time","id");
