CREATE TABLE "team_data_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_data_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"area" text NOT NULL,
	"weight" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "team_data_changes_area_check" CHECK ("team_data_changes"."area" in ('members', 'work_history', 'training')),
	CONSTRAINT "team_data_changes_weight_check" CHECK ("team_data_changes"."weight" > 0)
);
--> statement-breakpoint
CREATE FUNCTION "note_team_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_data_changes" ("area") VALUES (TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_team_data_change" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "full_name", "email", "role" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('members');
--> statement-breakpoint
CREATE TRIGGER "work_history_forms_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "work_history_forms" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('work_history');
--> statement-breakpoint
CREATE TRIGGER "employment_entries_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employment_entries" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('work_history');
--> statement-breakpoint
CREATE TRIGGER "airframe_experience_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "airframe_experience" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('work_history');
--> statement-breakpoint
CREATE TRIGGER "powerplant_experience_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "powerplant_experience" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('work_history');
--> statement-breakpoint
CREATE TRIGGER "avionics_experience_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "avionics_experience" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('work_history');
--> statement-breakpoint
CREATE TRIGGER "checklist_tabs_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "checklist_tabs" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('training');
--> statement-breakpoint
CREATE TRIGGER "checklist_sections_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "checklist_sections" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('training');
--> statement-breakpoint
CREATE TRIGGER "checklist_items_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "checklist_items" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('training');
--> statement-breakpoint
CREATE TRIGGER "user_checklist_completions_team_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_checklist_completions" FOR EACH STATEMENT EXECUTE FUNCTION "note_team_data_change"('training');
