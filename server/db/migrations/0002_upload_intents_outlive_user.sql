ALTER TABLE "upload_intents" DROP CONSTRAINT "upload_intents_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "upload_intents" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_intents" ADD CONSTRAINT "upload_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;