ALTER TABLE "airframe_experience" ADD COLUMN "from_resume" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "avionics_experience" ADD COLUMN "from_resume" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employment_entries" ADD COLUMN "from_resume" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "powerplant_experience" ADD COLUMN "from_resume" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_history_forms" ADD COLUMN "resume_file_name" text;