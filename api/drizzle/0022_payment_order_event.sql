-- A payment of an order is for that order's event, as the order flow writes it: the event lists
-- count an event's tickets against its own cancelled orders alone (transactions/tickets.ts
-- buysTicketsOfEvents), which is the same count only when this holds. A foreign key names a unique
-- key, so (id, event_id) gets one first. Merchandise and the demo history, with no event or no
-- order, are not checked (a null in either column).
CREATE UNIQUE INDEX "orders_id_event_idx" ON "orders" USING btree ("id","event_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_event_fk" FOREIGN KEY ("order_id","event_id") REFERENCES "public"."orders"("id","event_id") ON DELETE no action ON UPDATE no action;
