CREATE TABLE "merchandise_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"variants" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchandise_items_price_check" CHECK ("merchandise_items"."price" >= 1)
);
--> statement-breakpoint
CREATE TABLE "merchandise_orders" (
	"id" integer PRIMARY KEY NOT NULL,
	"item_name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"payer_email" text NOT NULL,
	"payment_type" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"delivery_date" timestamp with time zone NOT NULL,
	CONSTRAINT "merchandise_orders_status_check" CHECK ("merchandise_orders"."status" in ('Pending', 'Confirmed', 'Delivered')),
	CONSTRAINT "merchandise_orders_payment_type_check" CHECK ("merchandise_orders"."payment_type" in ('Bank Transfer', 'Stripe', 'Paypal')),
	CONSTRAINT "merchandise_orders_amount_check" CHECK ("merchandise_orders"."amount" >= 0 and "merchandise_orders"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "seed_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"product_type" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"payer_first_name" text NOT NULL,
	"payer_last_name" text NOT NULL,
	"payer_phone_number" text NOT NULL,
	"payment_method" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"amount_paid" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"individual_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"gender" text NOT NULL,
	"room" text NOT NULL,
	"room_cost" integer DEFAULT 0 NOT NULL,
	"installment" text NOT NULL,
	"installment_type" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_product_type_check" CHECK ("transactions"."product_type" in ('Experience', 'Party', 'Merchandise')),
	CONSTRAINT "transactions_money_check" CHECK ("transactions"."amount_paid" >= 0 and "transactions"."total_amount" >= 0 and "transactions"."individual_price" >= 0 and "transactions"."discount" >= 0 and "transactions"."room_cost" >= 0),
	CONSTRAINT "transactions_quantity_check" CHECK ("transactions"."quantity" >= 1)
);
--> statement-breakpoint
CREATE INDEX "merchandise_orders_status_date_idx" ON "merchandise_orders" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "transactions_product_idx" ON "transactions" USING btree ("product_type","product_id");--> statement-breakpoint
CREATE INDEX "transactions_date_idx" ON "transactions" USING btree ("date");