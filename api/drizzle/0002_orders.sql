CREATE TABLE "instalments" (
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "instalments_number_check" CHECK ("instalments"."number" between 2 and 4),
	CONSTRAINT "instalments_amount_check" CHECK ("instalments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"event_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"room" text NOT NULL,
	"gender" text NOT NULL,
	"installment" text NOT NULL,
	"payment_type" text NOT NULL,
	"unit_price" integer NOT NULL,
	"accommodation_unit" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"due_now" integer NOT NULL,
	"vat" integer NOT NULL,
	"charge" integer NOT NULL,
	"instalment_2" integer DEFAULT 0 NOT NULL,
	"instalment_3" integer DEFAULT 0 NOT NULL,
	"instalment_4" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('EXPERIENCE', 'PARTY')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('PENDING', 'PAID', 'PARTIALLY_PAID', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" >= 1),
	CONSTRAINT "orders_money_check" CHECK ("orders"."total" >= 0 and "orders"."due_now" >= 0 and "orders"."charge" >= "orders"."due_now" and "orders"."due_now" + "orders"."instalment_2" + "orders"."instalment_3" + "orders"."instalment_4" = "orders"."total")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('PENDING', 'SENT'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"provider_reference" text,
	"provider_payment_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe', 'paypal')),
	CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('sandbox', 'live')),
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('FIRST', 'INSTALLMENT_2', 'INSTALLMENT_3', 'INSTALLMENT_4')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('PENDING', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'REFUNDED')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"code" text NOT NULL,
	"holder_name" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instalments_order_number_idx" ON "instalments" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "orders_event_status_idx" ON "orders" USING btree ("kind","event_id","status");--> statement-breakpoint
CREATE INDEX "orders_pending_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id");