-- Each event's time zone and optional end (docs/product-rules.md#event-times), and daily counts of
-- views of each event's page for the admin's preview (no visitor data is kept).
CREATE TABLE "event_views" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_views_event_id_day_pk" PRIMARY KEY("event_id","day"),
	CONSTRAINT "event_views_views_check" CHECK ("event_views"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'Africa/Lagos' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_day" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "event_views" ADD CONSTRAINT "event_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_end_time_check" CHECK ("events"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_end_check" CHECK ("events"."end_day" is null and "events"."end_time" is null or "events"."end_day" >= "events"."day");