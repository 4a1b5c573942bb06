CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'ADMIN' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"accomodation_price_single" integer DEFAULT 0 NOT NULL,
	"accomodation_price_shared" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"poster_image" text NOT NULL,
	"capacity" integer DEFAULT 500 NOT NULL,
	"instalment_deadline" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"arrival_date" date NOT NULL,
	"arrival_time" text NOT NULL,
	"event_package" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "experiences_status_check" CHECK ("experiences"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "experiences_time_check" CHECK ("experiences"."arrival_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "experiences_money_check" CHECK ("experiences"."price" >= 0 and "experiences"."accomodation_price_single" >= 0 and "experiences"."accomodation_price_shared" >= 0),
	CONSTRAINT "experiences_capacity_check" CHECK ("experiences"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"accomodation_price_single" integer DEFAULT 0 NOT NULL,
	"accomodation_price_shared" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"poster_image" text NOT NULL,
	"capacity" integer DEFAULT 500 NOT NULL,
	"instalment_deadline" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"discount_for" text DEFAULT '' NOT NULL,
	CONSTRAINT "parties_status_check" CHECK ("parties"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "parties_time_check" CHECK ("parties"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "parties_discount_for_check" CHECK ("parties"."discount_for" in ('MALE', 'FEMALE', 'BOTH', '')),
	CONSTRAINT "parties_money_check" CHECK ("parties"."price" >= 0 and "parties"."discount" >= 0 and "parties"."accomodation_price_single" >= 0 and "parties"."accomodation_price_shared" >= 0),
	CONSTRAINT "parties_capacity_check" CHECK ("parties"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "experiences_status_date_idx" ON "experiences" USING btree ("status","arrival_date");--> statement-breakpoint
CREATE INDEX "parties_status_date_idx" ON "parties" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens" USING btree ("expires_at");