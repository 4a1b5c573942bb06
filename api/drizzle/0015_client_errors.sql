CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack_hash" text,
	"route" text,
	"browser" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_errors_kind_check" CHECK ("client_errors"."kind" in ('load', 'render', 'unhandled')),
	CONSTRAINT "client_errors_browser_check" CHECK ("client_errors"."browser" in ('Chrome', 'Firefox', 'Safari', 'Edge', 'Other'))
);
--> statement-breakpoint
CREATE INDEX "client_errors_created_at_idx" ON "client_errors" USING btree ("created_at");