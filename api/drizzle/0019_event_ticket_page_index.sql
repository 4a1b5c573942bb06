-- A page of an event's ticket list (orders/event-tickets.ts) joins the event's orders to their tickets
-- and sorts and searches by the tickets' own columns: with each of them in the index a page reads an
-- order's tickets from the index alone, so even a popular event's page never reads tickets whole.
-- It takes the place of the index on order_id, which it leads with.
-- An index entry holds at most about 2.7 KB, and names stored before they had a length limit
-- (ATTENDEE_NAME_MAX, 201 characters) can be far longer: such a name would refuse the index, and this
-- migration with it. They are cut to their first 500 characters (at most 2,000 bytes), still more
-- than any name the API takes; what goes was never a name.
UPDATE "tickets" SET "attendee_name" = left("attendee_name", 500) WHERE char_length("attendee_name") > 500;--> statement-breakpoint
DROP INDEX "tickets_order_idx";--> statement-breakpoint
CREATE INDEX "tickets_order_list_idx" ON "tickets" USING btree ("order_id","created_at","code","attendee_name","checked_in_at","voided_at");
