CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "bulk_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"document_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_imports_document_type_check" CHECK ("bulk_imports"."document_type" in ('resume', 'training'))
);
--> statement-breakpoint
CREATE TABLE "import_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "import_decisions_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_document_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"user_email" text,
	"score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_decisions_action_check" CHECK ("import_decisions"."action" in ('auto_assigned', 'assigned', 'created_user', 'ignored', 'restored', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "import_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"state" text DEFAULT 'reading' NOT NULL,
	"match_status" text,
	"match_score" real,
	"extracted_name" text,
	"extracted_email" text,
	"extracted_data" jsonb,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assigned_user_id" uuid,
	"assigned_at" timestamp with time zone,
	"form_written_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_documents_document_type_check" CHECK ("import_documents"."document_type" in ('resume', 'training')),
	CONSTRAINT "import_documents_state_check" CHECK ("import_documents"."state" in ('reading', 'waiting', 'assigned', 'ignored', 'failed')),
	CONSTRAINT "import_documents_match_status_check" CHECK ("import_documents"."match_status" in ('exact', 'fuzzy', 'multiple', 'no_match', 'manual_review'))
);
--> statement-breakpoint
CREATE TABLE "user_match_names" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"name_key" text NOT NULL,
	"match_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD COLUMN "held_by_import_id" uuid;--> statement-breakpoint
ALTER TABLE "training_uploads" ADD COLUMN "held_by_import_id" uuid;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_decisions" ADD CONSTRAINT "import_decisions_import_document_id_import_documents_id_fk" FOREIGN KEY ("import_document_id") REFERENCES "public"."import_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_decisions" ADD CONSTRAINT "import_decisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_decisions" ADD CONSTRAINT "import_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_documents" ADD CONSTRAINT "import_documents_import_id_bulk_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bulk_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_documents" ADD CONSTRAINT "import_documents_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_match_names" ADD CONSTRAINT "user_match_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_imports_created_by_idx" ON "bulk_imports" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "import_decisions_import_document_id_sequence_idx" ON "import_decisions" USING btree ("import_document_id","sequence");--> statement-breakpoint
CREATE INDEX "import_decisions_actor_id_idx" ON "import_decisions" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "import_decisions_user_id_idx" ON "import_decisions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "import_documents_import_id_idx" ON "import_documents" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_documents_document_idx" ON "import_documents" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE INDEX "import_documents_state_created_at_idx" ON "import_documents" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "import_documents_assigned_user_id_idx" ON "import_documents" USING btree ("assigned_user_id");--> statement-breakpoint
CREATE INDEX "user_match_names_name_key_idx" ON "user_match_names" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "user_match_names_match_name_trgm_idx" ON "user_match_names" USING gin ("match_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD CONSTRAINT "resume_uploads_held_by_import_id_bulk_imports_id_fk" FOREIGN KEY ("held_by_import_id") REFERENCES "public"."bulk_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_uploads" ADD CONSTRAINT "training_uploads_held_by_import_id_bulk_imports_id_fk" FOREIGN KEY ("held_by_import_id") REFERENCES "public"."bulk_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_uploads_held_by_import_id_idx" ON "resume_uploads" USING btree ("held_by_import_id");--> statement-breakpoint
CREATE INDEX "training_uploads_held_by_import_id_idx" ON "training_uploads" USING btree ("held_by_import_id");