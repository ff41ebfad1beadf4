CREATE TABLE "resume_entry_sources" (
	"form_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"spans" jsonb NOT NULL,
	CONSTRAINT "resume_entry_sources_form_id_entry_id_pk" PRIMARY KEY("form_id","entry_id"),
	CONSTRAINT "resume_entry_sources_kind_check" CHECK ("resume_entry_sources"."kind" in ('employment', 'airframe', 'powerplant', 'avionics'))
);
--> statement-breakpoint
ALTER TABLE "resume_entry_sources" ADD CONSTRAINT "resume_entry_sources_form_id_work_history_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."work_history_forms"("id") ON DELETE cascade ON UPDATE no action;