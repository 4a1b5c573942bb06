-- The dashboard (GET /api/dashboard/summary) reads its sums from sales_by_day, which the database
-- keeps: whatever writes a payment, refunds it or cancels its order, the triggers below change the
-- day's sums in the same transaction. The event lists' tickets sold read one index of the payments
-- (transactions_event_sold_idx, which also serves what the plain event_id index did) and the small
-- index of the cancelled orders.
CREATE TABLE "sales_by_day" (
	"day" date NOT NULL,
	"product_type" text NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"kept" bigint DEFAULT 0 NOT NULL,
	"tickets_sold" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_by_day_pkey" PRIMARY KEY("day","product_type","slot")
);
--> statement-breakpoint
DROP INDEX "transactions_event_idx";--> statement-breakpoint
CREATE INDEX "transactions_event_sold_idx" ON "transactions" USING btree ("event_id","status","instalment_type","quantity","order_id");--> statement-breakpoint
CREATE INDEX "orders_cancelled_idx" ON "orders" USING btree ("id") WHERE "orders"."status" = 'CANCELLED';--> statement-breakpoint
-- The row of the day a connection adds to: one of 8, so that payments written at once on different
-- connections rarely wait for each other's row; the day's sums are those of all its rows.
CREATE FUNCTION "sales_by_day_slot"() RETURNS smallint LANGUAGE sql AS $$ SELECT (pg_backend_pid() % 8)::smallint $$;--> statement-breakpoint
-- A payment's part of its UTC day's sums: what a taken payment kept, and the tickets it bought
-- as transactions/tickets.ts buysTickets counts them (not those of a cancelled order).
CREATE FUNCTION "sales_by_day_add"("payment" "transactions", "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "kept" bigint;
  "tickets" bigint := 0;
BEGIN
  IF "payment"."status" NOT IN ('SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED') THEN
    RETURN;
  END IF;
  "kept" := "payment"."amount_paid" - "payment"."refunded";
  IF "payment"."instalment_type" IN ('FULL', 'INSTALLMENT_1')
    AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "orders"."id" = "payment"."order_id" AND "orders"."status" = 'CANCELLED') THEN
    "tickets" := "payment"."quantity";
  END IF;
  INSERT INTO "sales_by_day" ("day", "product_type", "slot", "kept", "tickets_sold")
  VALUES (("payment"."date" AT TIME ZONE 'UTC')::date, "payment"."product_type", "sales_by_day_slot"(), "sign" * "kept", "sign" * "tickets")
  ON CONFLICT ("day", "product_type", "slot") DO UPDATE
    SET "kept" = "sales_by_day"."kept" + EXCLUDED."kept", "tickets_sold" = "sales_by_day"."tickets_sold" + EXCLUDED."tickets_sold";
END $$;--> statement-breakpoint
CREATE FUNCTION "transactions_sales_by_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "sales_by_day_add"(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "sales_by_day_add"(NEW, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transactions_sales_by_day" AFTER INSERT OR DELETE
  OR UPDATE OF "date", "product_type", "amount_paid", "refunded", "quantity", "instalment_type", "status", "order_id"
  ON "transactions" FOR EACH ROW EXECUTE FUNCTION "transactions_sales_by_day"();--> statement-breakpoint
-- An order cancelled (or, were it ever, no longer cancelled) takes back (or gives back) the tickets
-- its payments bought.
CREATE FUNCTION "orders_sales_by_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_by_day" ("day", "product_type", "slot", "tickets_sold")
  SELECT ("date" AT TIME ZONE 'UTC')::date, "product_type", "sales_by_day_slot"(),
    CASE WHEN NEW."status" = 'CANCELLED' THEN -1 ELSE 1 END * sum("quantity")
  FROM "transactions"
  WHERE "order_id" = NEW."id" AND "status" IN ('SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED')
    AND "instalment_type" IN ('FULL', 'INSTALLMENT_1')
  GROUP BY 1, 2
  ON CONFLICT ("day", "product_type", "slot") DO UPDATE SET "tickets_sold" = "sales_by_day"."tickets_sold" + EXCLUDED."tickets_sold";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_sales_by_day" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW
  WHEN ((OLD."status" = 'CANCELLED') IS DISTINCT FROM (NEW."status" = 'CANCELLED'))
  EXECUTE FUNCTION "orders_sales_by_day"();--> statement-breakpoint
-- The sums again from every payment: for the rows on record now, and for a writer that turned the
-- row triggers off (seed:scale).
CREATE FUNCTION "sales_by_day_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "sales_by_day";
  INSERT INTO "sales_by_day" ("day", "product_type", "kept", "tickets_sold")
  SELECT ("t"."date" AT TIME ZONE 'UTC')::date, "t"."product_type", sum("t"."amount_paid" - "t"."refunded"),
    coalesce(sum("t"."quantity") FILTER (WHERE "t"."instalment_type" IN ('FULL', 'INSTALLMENT_1') AND "o"."id" IS NULL), 0)
  FROM "transactions" "t" LEFT JOIN "orders" "o" ON "o"."id" = "t"."order_id" AND "o"."status" = 'CANCELLED'
  WHERE "t"."status" IN ('SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED')
  GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT "sales_by_day_rebuild"();
