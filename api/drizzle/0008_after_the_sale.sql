-- After the sale: order references, refunds (split into parts per payment), voided tickets,
-- the buyer's booking links and each event's cancellation policy (docs/product-rules.md).
CREATE TABLE "booking_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_parts_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refund_parts_amount_check" CHECK ("refund_parts"."amount" > 0),
	CONSTRAINT "refund_parts_status_check" CHECK ("refund_parts"."status" in ('PENDING', 'SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"source" text NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('PENDING', 'SUCCEEDED', 'FAILED')),
	CONSTRAINT "refunds_source_check" CHECK ("refunds"."source" in ('ADMIN', 'BUYER', 'PROVIDER'))
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_money_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_until_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_fee_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_tokens" ADD CONSTRAINT "booking_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_parts" ADD CONSTRAINT "refund_parts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_parts" ADD CONSTRAINT "refund_parts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_tokens_order_idx" ON "booking_tokens" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_parts_refund_idx" ON "refund_parts" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_parts_payment_idx" ON "refund_parts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outbox_order_idx" ON "outbox" USING btree (("payload" ->> 'orderId'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reference_unique" UNIQUE("reference");--> statement-breakpoint
-- Orders made before references existed get one each: random, from the same alphabet as
-- orders/reference.ts, drawn again on the (rare) clash with one already given.
DO $$
DECLARE
  pending record;
BEGIN
  FOR pending IN SELECT "id" FROM "orders" WHERE "reference" IS NULL LOOP
    LOOP
      BEGIN
        UPDATE "orders" SET "reference" = 'EVT-' || (
          SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 30)::int, 1), '')
          FROM generate_series(1, 6)
        ) WHERE "id" = pending."id";
        EXIT;
      EXCEPTION WHEN unique_violation THEN
        -- drawn before: draw again
      END;
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
-- Each ticket payment already recorded names the payment it records: the order's successful
-- payment for the same instalment (a first payment is the FULL or INSTALLMENT_1 transaction).
UPDATE "transactions" t SET "payment_id" = p."id"
FROM "payments" p
WHERE t."order_id" = p."order_id" AND p."status" = 'SUCCEEDED'
  AND (CASE p."purpose" WHEN 'FIRST' THEN t."instalment_type" IN ('FULL', 'INSTALLMENT_1') ELSE t."instalment_type" = p."purpose" END);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_money_check" CHECK ("transactions"."amount_paid" >= 0 and "transactions"."total_amount" >= 0 and "transactions"."individual_price" >= 0 and "transactions"."discount" >= 0 and "transactions"."room_cost" >= 0 and "transactions"."refunded" >= 0 and "transactions"."refunded" <= "transactions"."amount_paid");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cancellation_check" CHECK ("events"."cancel_until_days" >= 0 and "events"."cancellation_fee_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reference_check" CHECK ("orders"."reference" ~ '^EVT-[2-9A-HJKMNP-TV-Z]{6}$');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded" >= 0 and "payments"."refunded" <= "payments"."amount" and ("payments"."refunded" = 0 or "payments"."status" = 'SUCCEEDED'));--> statement-breakpoint
-- payments.refunded is what the refund parts that count (PENDING: being asked for; SUCCEEDED)
-- take from the payment. The database keeps it, so payments_refunded_check holds against every
-- writer: no refund part, whoever writes it, takes more than the payment took (orders/REFUNDS.md).
CREATE FUNCTION "refund_parts_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" <> 'FAILED' THEN
    UPDATE "payments" SET "refunded" = "refunded" - OLD."amount" WHERE "id" = OLD."payment_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" <> 'FAILED' THEN
    UPDATE "payments" SET "refunded" = "refunded" + NEW."amount" WHERE "id" = NEW."payment_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "refund_parts_count" AFTER INSERT OR UPDATE OR DELETE ON "refund_parts"
  FOR EACH ROW EXECUTE FUNCTION "refund_parts_count"();
