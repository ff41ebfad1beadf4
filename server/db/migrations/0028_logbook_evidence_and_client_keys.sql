ALTER TABLE "logbook_events" DROP CONSTRAINT "logbook_events_kind_check";--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD COLUMN "evidence_document_id" uuid;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_evidence_document_id_training_uploads_id_fk" FOREIGN KEY ("evidence_document_id") REFERENCES "public"."training_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logbook_entries_evidence_document_id_idx" ON "logbook_entries" USING btree ("evidence_document_id");--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_user_id_client_key_unique" UNIQUE("user_id","client_key");--> statement-breakpoint
ALTER TABLE "logbook_events" ADD CONSTRAINT "logbook_events_kind_check" CHECK ("logbook_events"."kind" in ('created', 'updated', 'deleted', 'submitted', 'withdrawn', 'countersigned', 'declined', 'superseded', 'imported', 'evidence_attached', 'evidence_removed'));