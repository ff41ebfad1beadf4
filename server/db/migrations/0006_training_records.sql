CREATE TABLE "checklist_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "checklist_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"completion_id" uuid,
	"user_id" uuid,
	"actor_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_events_kind_check" CHECK ("checklist_events"."kind" in ('completed', 'uncompleted', 'notes_changed', 'completed_on_changed', 'signed_off', 'sign_off_withdrawn', 'sign_off_returned', 'evidence_attached', 'evidence_removed', 'item_created', 'item_edited', 'item_archived'))
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "recurrence_months" integer;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "requires_sign_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "ata_chapter" text;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "level" integer;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "keywords" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checklist_sections" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checklist_tabs" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_checklist_completions" ADD COLUMN "signed_off_by" uuid;--> statement-breakpoint
ALTER TABLE "user_checklist_completions" ADD COLUMN "signed_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_checklist_completions" ADD COLUMN "evidence_document_id" uuid;--> statement-breakpoint
ALTER TABLE "user_checklist_completions" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "checklist_events" ADD CONSTRAINT "checklist_events_item_id_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_events" ADD CONSTRAINT "checklist_events_completion_id_user_checklist_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."user_checklist_completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_events" ADD CONSTRAINT "checklist_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_events" ADD CONSTRAINT "checklist_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_events_item_id_idx" ON "checklist_events" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "checklist_events_completion_id_sequence_idx" ON "checklist_events" USING btree ("completion_id","sequence");--> statement-breakpoint
CREATE INDEX "checklist_events_user_id_idx" ON "checklist_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checklist_events_actor_id_idx" ON "checklist_events" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "user_checklist_completions" ADD CONSTRAINT "user_checklist_completions_signed_off_by_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_checklist_completions" ADD CONSTRAINT "user_checklist_completions_evidence_document_id_training_uploads_id_fk" FOREIGN KEY ("evidence_document_id") REFERENCES "public"."training_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_checklist_completions_signed_off_by_idx" ON "user_checklist_completions" USING btree ("signed_off_by");--> statement-breakpoint
CREATE INDEX "user_checklist_completions_evidence_document_id_idx" ON "user_checklist_completions" USING btree ("evidence_document_id");--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_recurrence_months_check" CHECK ("checklist_items"."recurrence_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_level_check" CHECK ("checklist_items"."level" between 1 and 5);