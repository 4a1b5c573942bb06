-- The dashboard's sums (GET /api/dashboard/summary) and the event lists' tickets sold read indexes
-- alone: the taken payments since a day with the columns the revenue and tickets-sold sums add, each
-- event's payments with the columns its tickets-sold count tests (replacing the plain event_id
-- index, which it also serves), and the cancelled orders, whose payments no longer count.
DROP INDEX "transactions_event_idx";--> statement-breakpoint
CREATE INDEX "transactions_event_sold_idx" ON "transactions" USING btree ("event_id","status","instalment_type","quantity","order_id");--> statement-breakpoint
CREATE INDEX "transactions_taken_date_idx" ON "transactions" USING btree ("status","date","product_type","amount_paid","refunded","instalment_type","quantity","order_id");--> statement-breakpoint
CREATE INDEX "orders_cancelled_idx" ON "orders" USING btree ("id") WHERE "orders"."status" = 'CANCELLED';