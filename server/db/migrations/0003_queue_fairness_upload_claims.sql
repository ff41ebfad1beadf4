ALTER TABLE "processing_queue" ADD COLUMN "crashes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_intents" ADD COLUMN "completion_claimed_at" timestamp with time zone;--> statement-breakpoint
-- Duplicate open tasks made before the unique index existed: keep the newest open task of each document.
UPDATE "processing_queue" SET "status" = 'failed', "error_message" = 'Replaced by a newer processing request.', "completed_at" = now(), "lease_expires_at" = NULL, "locked_by" = NULL
WHERE "status" in ('queued', 'processing') AND EXISTS (
  SELECT 1 FROM "processing_queue" AS "newer"
  WHERE "newer"."document_type" = "processing_queue"."document_type" AND "newer"."document_id" = "processing_queue"."document_id"
    AND "newer"."status" in ('queued', 'processing')
    AND ("newer"."created_at", "newer"."id") > ("processing_queue"."created_at", "processing_queue"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "processing_queue_open_document_idx" ON "processing_queue" USING btree ("document_type","document_id") WHERE "processing_queue"."status" in ('queued', 'processing');--> statement-breakpoint
ALTER TABLE "processing_queue" ADD CONSTRAINT "processing_queue_crashes_check" CHECK ("processing_queue"."crashes" >= 0);
