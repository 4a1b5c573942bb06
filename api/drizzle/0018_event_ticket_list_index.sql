-- An event's ticket list reads its orders by event, newest first (orders/event-tickets.ts).
CREATE INDEX "orders_event_created_idx" ON "orders" USING btree ("event_id","created_at");