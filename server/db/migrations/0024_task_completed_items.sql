CREATE TABLE "checklist_item_task_rules" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"ata_chapters" text[] NOT NULL,
	"tasks_required" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_item_task_rules_tasks_required_check" CHECK ("checklist_item_task_rules"."tasks_required" between 1 and 500),
	CONSTRAINT "checklist_item_task_rules_ata_chapters_check" CHECK (cardinality("checklist_item_task_rules"."ata_chapters") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "checklist_item_task_rules" ADD CONSTRAINT "checklist_item_task_rules_item_id_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_item_task_rules" ADD CONSTRAINT "checklist_item_task_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_item_task_rules_updated_by_idx" ON "checklist_item_task_rules" USING btree ("updated_by");