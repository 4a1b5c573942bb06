ALTER TABLE "tickets" RENAME COLUMN "holder_name" TO "attendee_name";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attendees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "attendee_email" text;