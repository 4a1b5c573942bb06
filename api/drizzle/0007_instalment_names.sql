-- Inside the API, the instalment columns are spelt as the rest of the code spells them; the wire
-- keeps its own spelling (installment, installmentType), mapped where a row becomes JSON.
ALTER TABLE "transactions" RENAME COLUMN "installment" TO "instalment";--> statement-breakpoint
ALTER TABLE "transactions" RENAME COLUMN "installment_type" TO "instalment_type";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "installment" TO "instalment";