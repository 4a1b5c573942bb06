-- A page of an event's ticket list (orders/event-tickets.ts) joins the event's orders to their tickets
-- and sorts and searches by the tickets' own columns: with each of them in the index a page reads an
-- order's tickets from the index alone, so even a popular event's page never reads tickets whole.
-- It takes the place of the index on order_id, which it leads with.
DROP INDEX "tickets_order_idx";--> statement-breakpoint
CREATE INDEX "tickets_order_list_idx" ON "tickets" USING btree ("order_id","created_at","code","attendee_name","checked_in_at","voided_at");
