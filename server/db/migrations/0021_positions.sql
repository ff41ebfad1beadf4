CREATE TABLE "position_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"joined_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_assignments_user_id_position_id_unique" UNIQUE("user_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "position_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "position_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"position_id" uuid,
	"user_id" uuid,
	"item_id" uuid,
	"actor_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_events_kind_check" CHECK ("position_events"."kind" in ('position_created', 'position_edited', 'position_archived', 'position_assigned', 'position_unassigned', 'position_joined_on_changed', 'not_applicable_marked', 'not_applicable_cleared'))
);
--> statement-breakpoint
CREATE TABLE "position_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" uuid NOT NULL,
	"tab_id" uuid,
	"section_id" uuid,
	"item_id" uuid,
	"due_within_days" integer,
	CONSTRAINT "position_requirements_one_target_check" CHECK (num_nonnulls("position_requirements"."tab_id", "position_requirements"."section_id", "position_requirements"."item_id") = 1),
	CONSTRAINT "position_requirements_due_within_days_check" CHECK ("position_requirements"."due_within_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"due_within_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "positions_due_within_days_check" CHECK ("positions"."due_within_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "training_exemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"marked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_exemptions_user_id_item_id_unique" UNIQUE("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "position_assignments" ADD CONSTRAINT "position_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_assignments" ADD CONSTRAINT "position_assignments_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_events" ADD CONSTRAINT "position_events_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_events" ADD CONSTRAINT "position_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_events" ADD CONSTRAINT "position_events_item_id_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_events" ADD CONSTRAINT "position_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_requirements" ADD CONSTRAINT "position_requirements_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_requirements" ADD CONSTRAINT "position_requirements_tab_id_checklist_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."checklist_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_requirements" ADD CONSTRAINT "position_requirements_section_id_checklist_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."checklist_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_requirements" ADD CONSTRAINT "position_requirements_item_id_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_exemptions" ADD CONSTRAINT "training_exemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_exemptions" ADD CONSTRAINT "training_exemptions_item_id_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_exemptions" ADD CONSTRAINT "training_exemptions_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "position_assignments_position_id_idx" ON "position_assignments" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "position_events_position_id_idx" ON "position_events" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "position_events_user_id_idx" ON "position_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "position_events_item_id_idx" ON "position_events" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "position_events_actor_id_idx" ON "position_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "position_requirements_position_id_idx" ON "position_requirements" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "position_requirements_tab_id_idx" ON "position_requirements" USING btree ("tab_id");--> statement-breakpoint
CREATE INDEX "position_requirements_section_id_idx" ON "position_requirements" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "position_requirements_item_id_idx" ON "position_requirements" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "training_exemptions_item_id_idx" ON "training_exemptions" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "training_exemptions_marked_by_idx" ON "training_exemptions" USING btree ("marked_by");
--> statement-breakpoint
CREATE TRIGGER "positions_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "positions" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('training');
--> statement-breakpoint
CREATE TRIGGER "position_requirements_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "position_requirements" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('training');
--> statement-breakpoint
CREATE TRIGGER "position_assignments_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "position_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('training');
--> statement-breakpoint
CREATE TRIGGER "training_exemptions_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "training_exemptions" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('training');
