CREATE TABLE "checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tab_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_tabs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_checklist_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"notes" text,
	CONSTRAINT "user_checklist_completions_user_id_item_id_unique" UNIQUE("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "ai_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_type" text NOT NULL,
	"prompt_content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_prompts_prompt_type_unique" UNIQUE("prompt_type"),
	CONSTRAINT "ai_prompts_prompt_type_check" CHECK ("ai_prompts"."prompt_type" in ('resume', 'training'))
);
--> statement-breakpoint
CREATE TABLE "processing_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"locked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processing_queue_document_type_check" CHECK ("processing_queue"."document_type" in ('resume', 'training')),
	CONSTRAINT "processing_queue_status_check" CHECK ("processing_queue"."status" in ('draft', 'submitted', 'queued', 'processing', 'completed', 'failed')),
	CONSTRAINT "processing_queue_progress_check" CHECK ("processing_queue"."progress" between 0 and 100),
	CONSTRAINT "processing_queue_attempts_check" CHECK ("processing_queue"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resume_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"file_url" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"extracted_text" text,
	"processing_status" text DEFAULT 'queued' NOT NULL,
	"match_status" text,
	"match_score" real,
	"error_message" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"work_history_form_id" uuid,
	CONSTRAINT "resume_uploads_processing_status_check" CHECK ("resume_uploads"."processing_status" in ('draft', 'submitted', 'queued', 'processing', 'completed', 'failed')),
	CONSTRAINT "resume_uploads_match_status_check" CHECK ("resume_uploads"."match_status" in ('exact', 'fuzzy', 'multiple', 'no_match', 'manual_review')),
	CONSTRAINT "resume_uploads_file_size_check" CHECK ("resume_uploads"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "training_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"file_url" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"extracted_text" text,
	"processing_status" text DEFAULT 'queued' NOT NULL,
	"match_status" text,
	"match_score" real,
	"error_message" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"mapped_checklists" jsonb,
	CONSTRAINT "training_uploads_processing_status_check" CHECK ("training_uploads"."processing_status" in ('draft', 'submitted', 'queued', 'processing', 'completed', 'failed')),
	CONSTRAINT "training_uploads_match_status_check" CHECK ("training_uploads"."match_status" in ('exact', 'fuzzy', 'multiple', 'no_match', 'manual_review')),
	CONSTRAINT "training_uploads_file_size_check" CHECK ("training_uploads"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "upload_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"object_path" text NOT NULL,
	"content_type" text NOT NULL,
	"filename" text NOT NULL,
	"document_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "upload_intents_object_path_unique" UNIQUE("object_path"),
	CONSTRAINT "upload_intents_document_type_check" CHECK ("upload_intents"."document_type" in ('resume', 'training'))
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_attempts_check" CHECK ("email_verifications"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"password" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "airframe_experience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"entry_number" integer NOT NULL,
	"aircraft_make" text,
	"aircraft_model" text,
	"aircraft_series" text,
	"sheet_metal_repair" boolean DEFAULT false NOT NULL,
	"engine_runs" boolean DEFAULT false NOT NULL,
	"taxi" boolean DEFAULT false NOT NULL,
	"has_factory_training" boolean DEFAULT false NOT NULL,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"months_experience" integer DEFAULT 0 NOT NULL,
	"selected_employment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"include_current_employment" boolean DEFAULT false NOT NULL,
	"use_manual_duration" boolean DEFAULT false NOT NULL,
	"manual_years" integer DEFAULT 0 NOT NULL,
	"manual_months" integer DEFAULT 0 NOT NULL,
	"calculated_duration_months" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airframe_experience_manual_years_check" CHECK ("airframe_experience"."manual_years" >= 0),
	CONSTRAINT "airframe_experience_manual_months_check" CHECK ("airframe_experience"."manual_months" between 0 and 11)
);
--> statement-breakpoint
CREATE TABLE "avionics_experience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"entry_number" integer NOT NULL,
	"avionics_make" text,
	"avionics_model" text,
	"avionics_series" text,
	"far91_checks" boolean DEFAULT false NOT NULL,
	"rvsm" boolean DEFAULT false NOT NULL,
	"installer" boolean DEFAULT false NOT NULL,
	"line_maintenance" boolean DEFAULT false NOT NULL,
	"has_factory_training" boolean DEFAULT false NOT NULL,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"months_experience" integer DEFAULT 0 NOT NULL,
	"selected_employment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"include_current_employment" boolean DEFAULT false NOT NULL,
	"use_manual_duration" boolean DEFAULT false NOT NULL,
	"manual_years" integer DEFAULT 0 NOT NULL,
	"manual_months" integer DEFAULT 0 NOT NULL,
	"calculated_duration_months" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avionics_experience_manual_years_check" CHECK ("avionics_experience"."manual_years" >= 0),
	CONSTRAINT "avionics_experience_manual_months_check" CHECK ("avionics_experience"."manual_months" between 0 and 11)
);
--> statement-breakpoint
CREATE TABLE "employment_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"entry_number" integer NOT NULL,
	"company_name" text,
	"position_title" text,
	"operation_category" text,
	"work_address" text,
	"start_date" date,
	"end_date" date,
	"responsibilities" text,
	"is_full_time" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_entries_operation_category_check" CHECK ("employment_entries"."operation_category" in ('part_145_repair_station', 'part_135_air_carrier', 'part_121_air_carrier', 'general_aviation', 'corporate_aviation', 'military_aviation', 'other'))
);
--> statement-breakpoint
CREATE TABLE "powerplant_experience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"entry_number" integer NOT NULL,
	"powerplant_make" text,
	"powerplant_model" text,
	"powerplant_series" text,
	"hot_section_inspection" boolean DEFAULT false NOT NULL,
	"has_factory_training" boolean DEFAULT false NOT NULL,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"months_experience" integer DEFAULT 0 NOT NULL,
	"selected_employment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"include_current_employment" boolean DEFAULT false NOT NULL,
	"use_manual_duration" boolean DEFAULT false NOT NULL,
	"manual_years" integer DEFAULT 0 NOT NULL,
	"manual_months" integer DEFAULT 0 NOT NULL,
	"calculated_duration_months" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "powerplant_experience_manual_years_check" CHECK ("powerplant_experience"."manual_years" >= 0),
	CONSTRAINT "powerplant_experience_manual_months_check" CHECK ("powerplant_experience"."manual_months" between 0 and 11)
);
--> statement-breakpoint
CREATE TABLE "work_history_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"role_title" text,
	"date_of_hire" date,
	"ap_certificate_number" text,
	"ia_status" text,
	"employment_scope" text,
	"additional_duties" text,
	"personal_info" jsonb,
	"employment_history" jsonb,
	"certifications" jsonb,
	"education" jsonb,
	"skills" text[],
	"ai_extracted_data" jsonb,
	"pdf_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_history_forms_status_check" CHECK ("work_history_forms"."status" in ('draft', 'submitted', 'queued', 'processing', 'completed', 'failed')),
	CONSTRAINT "work_history_forms_ia_status_check" CHECK ("work_history_forms"."ia_status" in ('yes', 'no', 'past_not_current'))
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_section_id_checklist_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."checklist_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_sections" ADD CONSTRAINT "checklist_sections_tab_id_checklist_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."checklist_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_checklist_completions" ADD CONSTRAINT "user_checklist_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_checklist_completions" ADD CONSTRAINT "user_checklist_completions_item_id_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_prompts" ADD CONSTRAINT "ai_prompts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_queue" ADD CONSTRAINT "processing_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD CONSTRAINT "resume_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD CONSTRAINT "resume_uploads_work_history_form_id_work_history_forms_id_fk" FOREIGN KEY ("work_history_form_id") REFERENCES "public"."work_history_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_uploads" ADD CONSTRAINT "training_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_intents" ADD CONSTRAINT "upload_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airframe_experience" ADD CONSTRAINT "airframe_experience_form_id_work_history_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."work_history_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avionics_experience" ADD CONSTRAINT "avionics_experience_form_id_work_history_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."work_history_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_entries" ADD CONSTRAINT "employment_entries_form_id_work_history_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."work_history_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "powerplant_experience" ADD CONSTRAINT "powerplant_experience_form_id_work_history_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."work_history_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_history_forms" ADD CONSTRAINT "work_history_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_section_id_idx" ON "checklist_items" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "checklist_sections_tab_id_idx" ON "checklist_sections" USING btree ("tab_id");--> statement-breakpoint
CREATE INDEX "user_checklist_completions_item_id_idx" ON "user_checklist_completions" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "ai_prompts_created_by_idx" ON "ai_prompts" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "processing_queue_user_id_idx" ON "processing_queue" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "processing_queue_document_idx" ON "processing_queue" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE INDEX "processing_queue_status_created_at_idx" ON "processing_queue" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "processing_queue_status_lease_expires_at_idx" ON "processing_queue" USING btree ("status","lease_expires_at");--> statement-breakpoint
CREATE INDEX "resume_uploads_user_id_idx" ON "resume_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resume_uploads_work_history_form_id_idx" ON "resume_uploads" USING btree ("work_history_form_id");--> statement-breakpoint
CREATE INDEX "training_uploads_user_id_idx" ON "training_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upload_intents_user_id_idx" ON "upload_intents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_verifications_email_created_at_idx" ON "email_verifications" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "airframe_experience_form_id_entry_number_idx" ON "airframe_experience" USING btree ("form_id","entry_number");--> statement-breakpoint
CREATE INDEX "avionics_experience_form_id_entry_number_idx" ON "avionics_experience" USING btree ("form_id","entry_number");--> statement-breakpoint
CREATE INDEX "employment_entries_form_id_entry_number_idx" ON "employment_entries" USING btree ("form_id","entry_number");--> statement-breakpoint
CREATE INDEX "powerplant_experience_form_id_entry_number_idx" ON "powerplant_experience" USING btree ("form_id","entry_number");--> statement-breakpoint
CREATE INDEX "work_history_forms_user_id_idx" ON "work_history_forms" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_history_forms_one_active_per_user_idx" ON "work_history_forms" USING btree ("user_id") WHERE "work_history_forms"."is_active";