CREATE TABLE "countersigners" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"licence_number" text NOT NULL,
	"designated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logbook_countersign_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text,
	"supervisor_email" text,
	"supervisor_name" text NOT NULL,
	"supervisor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "logbook_countersign_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "logbook_countersign_requests_link_check" CHECK ("logbook_countersign_requests"."token_hash" is null or "logbook_countersign_requests"."supervisor_email" is not null)
);
--> statement-breakpoint
CREATE TABLE "logbook_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"performed_on" date NOT NULL,
	"employment_id" uuid,
	"employer_name" text,
	"aircraft_make" text NOT NULL,
	"aircraft_model" text NOT NULL,
	"aircraft_series" text,
	"aircraft_registration" text,
	"ata_chapter" text NOT NULL,
	"task" text NOT NULL,
	"activity_kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"work_order" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"supersedes_id" uuid,
	"request_id" uuid,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"signer_name" text,
	"signer_licence" text,
	"signer_statement" text,
	"signer_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_entries_status_check" CHECK ("logbook_entries"."status" in ('draft', 'submitted', 'countersigned', 'declined')),
	CONSTRAINT "logbook_entries_activity_kind_check" CHECK ("logbook_entries"."activity_kind" in ('familiarisation', 'servicing', 'inspection', 'removal_installation', 'troubleshooting', 'repair', 'modification', 'test')),
	CONSTRAINT "logbook_entries_minutes_check" CHECK ("logbook_entries"."minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "logbook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "logbook_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"actor_id" uuid,
	"request_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_events_kind_check" CHECK ("logbook_events"."kind" in ('created', 'updated', 'deleted', 'submitted', 'withdrawn', 'countersigned', 'declined', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "countersigners" ADD CONSTRAINT "countersigners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countersigners" ADD CONSTRAINT "countersigners_designated_by_users_id_fk" FOREIGN KEY ("designated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_countersign_requests" ADD CONSTRAINT "logbook_countersign_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_countersign_requests" ADD CONSTRAINT "logbook_countersign_requests_supervisor_user_id_users_id_fk" FOREIGN KEY ("supervisor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_supersedes_id_logbook_entries_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."logbook_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_request_id_logbook_countersign_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."logbook_countersign_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_events" ADD CONSTRAINT "logbook_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_events" ADD CONSTRAINT "logbook_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_events" ADD CONSTRAINT "logbook_events_request_id_logbook_countersign_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."logbook_countersign_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "countersigners_designated_by_idx" ON "countersigners" USING btree ("designated_by");--> statement-breakpoint
CREATE INDEX "logbook_countersign_requests_user_id_idx" ON "logbook_countersign_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "logbook_countersign_requests_supervisor_user_id_idx" ON "logbook_countersign_requests" USING btree ("supervisor_user_id");--> statement-breakpoint
CREATE INDEX "logbook_entries_user_id_performed_on_idx" ON "logbook_entries" USING btree ("user_id","performed_on");--> statement-breakpoint
CREATE INDEX "logbook_entries_supersedes_id_idx" ON "logbook_entries" USING btree ("supersedes_id");--> statement-breakpoint
CREATE INDEX "logbook_entries_request_id_idx" ON "logbook_entries" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "logbook_entries_decided_by_user_id_idx" ON "logbook_entries" USING btree ("decided_by_user_id");--> statement-breakpoint
CREATE INDEX "logbook_events_entry_id_sequence_idx" ON "logbook_events" USING btree ("entry_id","sequence");--> statement-breakpoint
CREATE INDEX "logbook_events_user_id_idx" ON "logbook_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "logbook_events_actor_id_idx" ON "logbook_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "logbook_events_request_id_idx" ON "logbook_events" USING btree ("request_id");