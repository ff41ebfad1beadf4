CREATE TABLE "resume_value_sources" (
	"form_id" uuid NOT NULL,
	"field" text NOT NULL,
	"position" integer NOT NULL,
	"value" text,
	"spans" jsonb NOT NULL,
	CONSTRAINT "resume_value_sources_form_id_field_position_pk" PRIMARY KEY("form_id","field","position"),
	CONSTRAINT "resume_value_sources_field_check" CHECK ("resume_value_sources"."field" in ('firstName', 'lastName', 'email', 'phone', 'roleTitle', 'apCertificateNumber', 'iaStatus', 'certifications', 'education', 'skills'))
);
--> statement-breakpoint
ALTER TABLE "resume_value_sources" ADD CONSTRAINT "resume_value_sources_form_id_work_history_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."work_history_forms"("id") ON DELETE cascade ON UPDATE no action;