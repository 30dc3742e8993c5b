import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_thumbnail_changes_status" AS ENUM('review', 'applied', 'undone');
  CREATE TABLE "thumbnail_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"channel_id" integer NOT NULL,
  	"video_id" varchar NOT NULL,
  	"status" "enum_thumbnail_changes_status" DEFAULT 'review' NOT NULL,
  	"before" varchar NOT NULL,
  	"before_type" varchar NOT NULL,
  	"after" varchar NOT NULL,
  	"after_type" varchar NOT NULL,
  	"applied_at" timestamp(3) with time zone,
  	"undone_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "thumbnail_changes_id" integer;
  ALTER TABLE "thumbnail_changes" ADD CONSTRAINT "thumbnail_changes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "thumbnail_changes" ADD CONSTRAINT "thumbnail_changes_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "thumbnail_changes_owner_idx" ON "thumbnail_changes" USING btree ("owner_id");
  CREATE INDEX "thumbnail_changes_channel_idx" ON "thumbnail_changes" USING btree ("channel_id");
  CREATE INDEX "thumbnail_changes_video_id_idx" ON "thumbnail_changes" USING btree ("video_id");
  CREATE INDEX "thumbnail_changes_updated_at_idx" ON "thumbnail_changes" USING btree ("updated_at");
  CREATE INDEX "thumbnail_changes_created_at_idx" ON "thumbnail_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_thumbnail_changes_fk" FOREIGN KEY ("thumbnail_changes_id") REFERENCES "public"."thumbnail_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_thumbnail_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("thumbnail_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "thumbnail_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "thumbnail_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_thumbnail_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_thumbnail_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "thumbnail_changes_id";
  DROP TYPE "public"."enum_thumbnail_changes_status";`)
}
