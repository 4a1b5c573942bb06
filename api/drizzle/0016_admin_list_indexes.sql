-- The admin lists page on the server: Payment Tracking (GET /api/admin/transactions) filters, searches
-- and sorts by these indexes, merchandise orders (GET /api/merchandise-orders) page newest first by them.
-- pg_trgm indexes the search of every word anywhere in the payer's name and e-mail; PGlite loads it
-- as an extension (api/src/db/connect.ts), PostgreSQL ships it with its contrib modules. Texts are
-- sorted by their first 200 characters (api/src/db/transaction-keys.ts): an index entry holds at most
-- about 2.7 KB, and names stored before they had a length limit can be far longer.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "transactions_date_idx";--> statement-breakpoint
DROP INDEX "merchandise_orders_status_date_idx";--> statement-breakpoint
CREATE INDEX "merchandise_orders_date_id_idx" ON "merchandise_orders" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "transactions_date_id_idx" ON "transactions" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "transactions_payer_name_idx" ON "transactions" USING btree (left(lower("payer_first_name" || ' ' || "payer_last_name"), 200),"id");--> statement-breakpoint
CREATE INDEX "transactions_payer_email_idx" ON "transactions" USING btree (left(lower("payer_email"), 200),"id");--> statement-breakpoint
CREATE INDEX "transactions_product_name_idx" ON "transactions" USING btree (left(lower("product_name"), 200),"id");--> statement-breakpoint
CREATE INDEX "transactions_product_type_id_idx" ON "transactions" USING btree ("product_type","id");--> statement-breakpoint
CREATE INDEX "transactions_payment_method_idx" ON "transactions" USING btree ("payment_method","id");--> statement-breakpoint
CREATE INDEX "transactions_amount_paid_idx" ON "transactions" USING btree ("amount_paid","id");--> statement-breakpoint
CREATE INDEX "transactions_refunded_idx" ON "transactions" USING btree ("refunded","id");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "transactions_status_rank_idx" ON "transactions" USING btree ((case "status" when 'PARTIALLY_REFUNDED' then 1 when 'PENDING' then 2 when 'REFUNDED' then 3 when 'SUCCESS' then 4 else 0 end),"id");--> statement-breakpoint
CREATE INDEX "transactions_payer_search_idx" ON "transactions" USING gin (lower("payer_first_name" || ' ' || "payer_last_name" || ' ' || "payer_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchandise_orders_status_date_idx" ON "merchandise_orders" USING btree ("status","date","id");