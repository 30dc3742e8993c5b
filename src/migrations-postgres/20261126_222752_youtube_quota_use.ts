import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "youtube_quota_use" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"feature" varchar NOT NULL,
  	"method" varchar NOT NULL,
  	"calls" numeric DEFAULT 0 NOT NULL,
  	"units" numeric DEFAULT 0 NOT NULL,
  	"refused" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "youtube_quota_use_id" integer;
  CREATE INDEX "youtube_quota_use_updated_at_idx" ON "youtube_quota_use" USING btree ("updated_at");
  CREATE INDEX "youtube_quota_use_created_at_idx" ON "youtube_quota_use" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_feature_method_idx" ON "youtube_quota_use" USING btree ("day","feature","method");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_youtube_quota_use_fk" FOREIGN KEY ("youtube_quota_use_id") REFERENCES "public"."youtube_quota_use"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_youtube_quota_use_id_idx" ON "payload_locked_documents_rels" USING btree ("youtube_quota_use_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "youtube_quota_use" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "youtube_quota_use" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_youtube_quota_use_fk";
  
  DROP INDEX "payload_locked_documents_rels_youtube_quota_use_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "youtube_quota_use_id";`)
}
