CREATE TABLE "apple_pass_registrations" (
	"device_library_id" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apple_pass_registrations_device_library_id_ticket_id_pk" PRIMARY KEY("device_library_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "apple_passes" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"authentication_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "apple_passes_token_check" CHECK (length("apple_passes"."authentication_token") >= 16)
);
--> statement-breakpoint
ALTER TABLE "apple_pass_registrations" ADD CONSTRAINT "apple_pass_registrations_ticket_id_apple_passes_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."apple_passes"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apple_passes" ADD CONSTRAINT "apple_passes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apple_pass_registrations_ticket_idx" ON "apple_pass_registrations" USING btree ("ticket_id");--> statement-breakpoint-- A pass shows its event's title, date, time and venue and its ticket's attendee and state: when
-- one of them changes, whoever writes it, its passes get a new version (updated_at), which is what
-- the devices holding them are told of (tickets/wallet/apple-web-service.ts).
CREATE FUNCTION "apple_passes_event_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "apple_passes" SET "updated_at" = clock_timestamp()
  FROM "tickets" JOIN "orders" ON "orders"."id" = "tickets"."order_id"
  WHERE "apple_passes"."ticket_id" = "tickets"."id" AND "orders"."event_id" = NEW."id" AND "orders"."kind" = NEW."kind";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "apple_passes_event_changed" AFTER UPDATE ON "events"
  FOR EACH ROW WHEN (
    (OLD."title", OLD."day", OLD."time", OLD."time_zone", OLD."end_day", OLD."end_time", OLD."address")
    IS DISTINCT FROM (NEW."title", NEW."day", NEW."time", NEW."time_zone", NEW."end_day", NEW."end_time", NEW."address")
  ) EXECUTE FUNCTION "apple_passes_event_changed"();--> statement-breakpoint
CREATE FUNCTION "apple_passes_ticket_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "apple_passes" SET "updated_at" = clock_timestamp() WHERE "ticket_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "apple_passes_ticket_changed" AFTER UPDATE ON "tickets"
  FOR EACH ROW WHEN (
    (OLD."voided_at", OLD."attendee_name") IS DISTINCT FROM (NEW."voided_at", NEW."attendee_name")
  ) EXECUTE FUNCTION "apple_passes_ticket_changed"();
