-- The training record of a deleted account is kept for the retention period (docs/decisions/0057).
CREATE TABLE "archived_training_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"former_user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by" text NOT NULL,
	"retain_until" timestamp with time zone NOT NULL,
	"record" jsonb NOT NULL,
	"evidence" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "archived_training_records_retain_until_idx" ON "archived_training_records" USING btree ("retain_until");
