import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkRankings' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkRankings' BEFORE 'schedulePublish';
  CREATE TABLE "rank_keywords" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"channel_id" integer,
  	"youtube_channel_id" varchar NOT NULL,
  	"video_id" varchar NOT NULL,
  	"video_title" varchar NOT NULL,
  	"keyword" varchar NOT NULL,
  	"keyword_key" varchar NOT NULL,
  	"alerts" boolean DEFAULT true,
  	"last_position" numeric,
  	"previous_position" numeric,
  	"checks" numeric DEFAULT 0,
  	"last_checked_at" timestamp(3) with time zone,
  	"checked_day" varchar,
  	"attempt_day" varchar,
  	"attempts" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rank_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"keyword_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"position" numeric,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "channels" ADD COLUMN "country" varchar;
  ALTER TABLE "channels" ADD COLUMN "default_language" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rank_keywords_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rank_checks_id" integer;
  ALTER TABLE "rank_keywords" ADD CONSTRAINT "rank_keywords_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rank_keywords" ADD CONSTRAINT "rank_keywords_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rank_checks" ADD CONSTRAINT "rank_checks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rank_checks" ADD CONSTRAINT "rank_checks_keyword_id_rank_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."rank_keywords"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "rank_keywords_owner_idx" ON "rank_keywords" USING btree ("owner_id");
  CREATE INDEX "rank_keywords_channel_idx" ON "rank_keywords" USING btree ("channel_id");
  CREATE INDEX "rank_keywords_last_checked_at_idx" ON "rank_keywords" USING btree ("last_checked_at");
  CREATE INDEX "rank_keywords_updated_at_idx" ON "rank_keywords" USING btree ("updated_at");
  CREATE INDEX "rank_keywords_created_at_idx" ON "rank_keywords" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_videoId_keywordKey_idx" ON "rank_keywords" USING btree ("owner_id","video_id","keyword_key");
  CREATE INDEX "rank_checks_owner_idx" ON "rank_checks" USING btree ("owner_id");
  CREATE INDEX "rank_checks_keyword_idx" ON "rank_checks" USING btree ("keyword_id");
  CREATE INDEX "rank_checks_updated_at_idx" ON "rank_checks" USING btree ("updated_at");
  CREATE INDEX "rank_checks_created_at_idx" ON "rank_checks" USING btree ("created_at");
  CREATE UNIQUE INDEX "keyword_day_idx" ON "rank_checks" USING btree ("keyword_id","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rank_keywords_fk" FOREIGN KEY ("rank_keywords_id") REFERENCES "public"."rank_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rank_checks_fk" FOREIGN KEY ("rank_checks_id") REFERENCES "public"."rank_checks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rank_keywords_id_idx" ON "payload_locked_documents_rels" USING btree ("rank_keywords_id");
  CREATE INDEX "payload_locked_documents_rels_rank_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("rank_checks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rank_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rank_checks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rank_keywords" CASCADE;
  DROP TABLE "rank_checks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rank_keywords_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rank_checks_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'expireUnpaidOrders', 'trackVideoViews', 'weeklyDeliveryEmails', 'finalDeliveryReport', 'refreshDatabaseStatistics', 'weeklySubscriptionDigest', 'subscriptionPostEmail', 'sendSubscriptionEmail', 'deleteUnconfirmedSubscriptions', 'refreshChannels', 'auditChannel', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'expireUnpaidOrders', 'trackVideoViews', 'weeklyDeliveryEmails', 'finalDeliveryReport', 'refreshDatabaseStatistics', 'weeklySubscriptionDigest', 'subscriptionPostEmail', 'sendSubscriptionEmail', 'deleteUnconfirmedSubscriptions', 'refreshChannels', 'auditChannel', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_rank_keywords_id_idx";
  DROP INDEX "payload_locked_documents_rels_rank_checks_id_idx";
  ALTER TABLE "channels" DROP COLUMN "country";
  ALTER TABLE "channels" DROP COLUMN "default_language";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rank_keywords_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rank_checks_id";`)
}
