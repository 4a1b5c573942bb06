CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"event_id" uuid,
	"event_kind" text,
	"max_uses" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code") and length("promo_codes"."code") between 1 and 40),
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('AMOUNT', 'PERCENT')),
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" >= 1 and ("promo_codes"."kind" = 'AMOUNT' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_event_kind_check" CHECK ("promo_codes"."event_kind" in ('EXPERIENCE', 'PARTY')),
	CONSTRAINT "promo_codes_max_uses_check" CHECK ("promo_codes"."max_uses" >= 1),
	CONSTRAINT "promo_codes_validity_check" CHECK ("promo_codes"."valid_from" < "promo_codes"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "waiting_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"email" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"claim_token_hash" text,
	"order_id" uuid,
	CONSTRAINT "waiting_list_claim_token_hash_unique" UNIQUE("claim_token_hash"),
	CONSTRAINT "waiting_list_status_check" CHECK ("waiting_list"."status" in ('WAITING', 'OFFERED', 'CLAIMED', 'EXPIRED', 'REMOVED')),
	CONSTRAINT "waiting_list_quantity_check" CHECK ("waiting_list"."quantity" >= 1),
	CONSTRAINT "waiting_list_offer_check" CHECK ("waiting_list"."status" <> 'OFFERED' or "waiting_list"."offer_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "on_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "use_queue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "admit_per_minute" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "max_per_order" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "max_per_email" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_list_event_status_idx" ON "waiting_list" USING btree ("event_id","status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id") WHERE "orders"."promo_code_id" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sale_limits_check" CHECK ("events"."admit_per_minute" >= 1 and "events"."max_per_order" between 1 and 100 and ("events"."max_per_email" is null or "events"."max_per_email" >= 1));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_discount_check" CHECK ("orders"."promo_discount" between 0 and "orders"."discount");