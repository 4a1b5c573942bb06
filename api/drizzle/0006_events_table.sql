-- Experiences and parties move into one events table, ids kept, so every link, order, ticket
-- and payment that names an event still finds it; then orders and ticket payments get foreign
-- keys to it (docs/decisions.md, "One events table, with foreign keys to it").
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"accommodation_price_single" integer DEFAULT 0 NOT NULL,
	"accommodation_price_shared" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"poster_image" text NOT NULL,
	"capacity" integer DEFAULT 500 NOT NULL,
	"instalment_deadline" date NOT NULL,
	"day" date NOT NULL,
	"time" text NOT NULL,
	"event_package" text[],
	"discount" integer,
	"discount_for" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_id_kind_unique" UNIQUE("id","kind"),
	CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('EXPERIENCE', 'PARTY')),
	CONSTRAINT "events_kind_columns_check" CHECK (case "events"."kind"
        when 'EXPERIENCE' then "events"."event_package" is not null and "events"."discount" is null and "events"."discount_for" is null
        else "events"."event_package" is null and "events"."discount" is not null and "events"."discount_for" is not null end),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "events_time_check" CHECK ("events"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "events_discount_for_check" CHECK ("events"."discount_for" in ('MALE', 'FEMALE', 'BOTH', '')),
	CONSTRAINT "events_money_check" CHECK ("events"."price" >= 0 and "events"."accommodation_price_single" >= 0 and "events"."accommodation_price_shared" >= 0 and "events"."discount" >= 0),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" >= 0)
);--> statement-breakpoint
INSERT INTO "events" ("id", "kind", "title", "description", "address", "price", "status", "accommodation_price_single", "accommodation_price_shared", "images", "poster_image", "capacity", "instalment_deadline", "day", "time", "event_package", "created_at", "updated_at")
SELECT "id", 'EXPERIENCE', "title", "description", "address", "price", "status", "accomodation_price_single", "accomodation_price_shared", "images", "poster_image", "capacity", "instalment_deadline", "arrival_date", "arrival_time", "event_package", "created_at", "updated_at"
FROM "experiences";--> statement-breakpoint
INSERT INTO "events" ("id", "kind", "title", "description", "address", "price", "status", "accommodation_price_single", "accommodation_price_shared", "images", "poster_image", "capacity", "instalment_deadline", "day", "time", "discount", "discount_for", "created_at", "updated_at")
SELECT "id", 'PARTY', "title", "description", "address", "price", "status", "accomodation_price_single", "accomodation_price_shared", "images", "poster_image", "capacity", "instalment_deadline", "date", "time", "discount", "discount_for", "created_at", "updated_at"
FROM "parties";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "event_id" uuid GENERATED ALWAYS AS (case when product_type in ('Experience', 'Party') then product_id::uuid end) STORED;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "event_kind" text GENERATED ALWAYS AS (case product_type when 'Experience' then 'EXPERIENCE' when 'Party' then 'PARTY' end) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_fk" FOREIGN KEY ("event_id","kind") REFERENCES "public"."events"("id","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_event_fk" FOREIGN KEY ("event_id","event_kind") REFERENCES "public"."events"("id","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_kind_status_day_idx" ON "events" USING btree ("kind","status","day");--> statement-breakpoint
CREATE INDEX "transactions_event_idx" ON "transactions" USING btree ("event_id");--> statement-breakpoint
DROP TABLE "experiences";--> statement-breakpoint
DROP TABLE "parties";
