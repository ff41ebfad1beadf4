CREATE TABLE "form_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "form_status_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"form_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_status_events_action_check" CHECK ("form_status_events"."action" in ('submitted', 'approved', 'returned')),
	CONSTRAINT "form_status_events_from_status_check" CHECK ("form_status_events"."from_status" in ('draft', 'submitted', 'queued', 'processing', 'completed', 'failed')),
	CONSTRAINT "form_status_events_to_status_check" CHECK ("form_status_events"."to_status" in ('draft', 'submitted', 'queued', 'processing', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "form_status_events" ADD CONSTRAINT "form_status_events_form_id_work_history_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."work_history_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_status_events" ADD CONSTRAINT "form_status_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_status_events_form_id_sequence_idx" ON "form_status_events" USING btree ("form_id","sequence");--> statement-breakpoint
CREATE INDEX "form_status_events_actor_id_idx" ON "form_status_events" USING btree ("actor_id");