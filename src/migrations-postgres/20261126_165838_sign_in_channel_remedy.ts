import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_completion_remedy" AS ENUM('top-up', 'refund', 'none-agreed');
  CREATE TYPE "public"."enum_channels_status" AS ENUM('active', 'needs_reconnect');
  CREATE TYPE "public"."enum_channels_audit_status" AS ENUM('none', 'queued', 'running', 'done', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refreshChannels' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'auditChannel' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refreshChannels' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'auditChannel' BEFORE 'schedulePublish';
  CREATE TABLE "channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"youtube_channel_id" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"handle" varchar,
  	"avatar_url" varchar,
  	"subscribers" numeric,
  	"views" numeric DEFAULT 0,
  	"video_count" numeric DEFAULT 0,
  	"uploads_playlist_id" varchar,
  	"status" "enum_channels_status" DEFAULT 'active' NOT NULL,
  	"demo" boolean DEFAULT false,
  	"scopes" jsonb,
  	"refresh_token" varchar,
  	"analytics" jsonb,
  	"stats_fetched_at" timestamp(3) with time zone,
  	"videos_fetched_at" timestamp(3) with time zone,
  	"analytics_fetched_at" timestamp(3) with time zone,
  	"audit_status" "enum_channels_audit_status" DEFAULT 'none',
  	"audit_done" numeric DEFAULT 0,
  	"audit_total" numeric DEFAULT 0,
  	"audit_page_token" varchar,
  	"audit_problem" varchar,
  	"audit_started_at" timestamp(3) with time zone,
  	"audit_finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "channel_videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"channel_id" integer NOT NULL,
  	"video_id" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"tags" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"privacy" varchar,
  	"duration_seconds" numeric,
  	"has_captions" boolean,
  	"largest_thumbnail" jsonb,
  	"thumbnail_url" varchar,
  	"views" numeric,
  	"likes" numeric,
  	"comments" numeric,
  	"seo_score" numeric,
  	"failing_rules" jsonb,
  	"fetched_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "google_subject" varchar;
  ALTER TABLE "users" ADD COLUMN "google_email" varchar;
  ALTER TABLE "users" ADD COLUMN "has_password" boolean DEFAULT true;
  ALTER TABLE "orders" ADD COLUMN "completion_remedy" "enum_orders_completion_remedy";
  ALTER TABLE "orders" ADD COLUMN "completion_remedy_note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "channels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "channel_videos_id" integer;
  ALTER TABLE "channels" ADD CONSTRAINT "channels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channel_videos" ADD CONSTRAINT "channel_videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channel_videos" ADD CONSTRAINT "channel_videos_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "channels_owner_idx" ON "channels" USING btree ("owner_id");
  CREATE UNIQUE INDEX "channels_youtube_channel_id_idx" ON "channels" USING btree ("youtube_channel_id");
  CREATE INDEX "channels_updated_at_idx" ON "channels" USING btree ("updated_at");
  CREATE INDEX "channels_created_at_idx" ON "channels" USING btree ("created_at");
  CREATE INDEX "channel_videos_owner_idx" ON "channel_videos" USING btree ("owner_id");
  CREATE INDEX "channel_videos_channel_idx" ON "channel_videos" USING btree ("channel_id");
  CREATE INDEX "channel_videos_published_at_idx" ON "channel_videos" USING btree ("published_at");
  CREATE INDEX "channel_videos_seo_score_idx" ON "channel_videos" USING btree ("seo_score");
  CREATE INDEX "channel_videos_updated_at_idx" ON "channel_videos" USING btree ("updated_at");
  CREATE INDEX "channel_videos_created_at_idx" ON "channel_videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "channel_videoId_idx" ON "channel_videos" USING btree ("channel_id","video_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_channel_videos_fk" FOREIGN KEY ("channel_videos_id") REFERENCES "public"."channel_videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "users_google_subject_idx" ON "users" USING btree ("google_subject");
  CREATE INDEX "payload_locked_documents_rels_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("channels_id");
  CREATE INDEX "payload_locked_documents_rels_channel_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("channel_videos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channel_videos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "channels" CASCADE;
  DROP TABLE "channel_videos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_channels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_channel_videos_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'expireUnpaidOrders', 'trackVideoViews', 'weeklyDeliveryEmails', 'finalDeliveryReport', 'refreshDatabaseStatistics', 'weeklySubscriptionDigest', 'subscriptionPostEmail', 'sendSubscriptionEmail', 'deleteUnconfirmedSubscriptions', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'expireUnpaidOrders', 'trackVideoViews', 'weeklyDeliveryEmails', 'finalDeliveryReport', 'refreshDatabaseStatistics', 'weeklySubscriptionDigest', 'subscriptionPostEmail', 'sendSubscriptionEmail', 'deleteUnconfirmedSubscriptions', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "users_google_subject_idx";
  DROP INDEX "payload_locked_documents_rels_channels_id_idx";
  DROP INDEX "payload_locked_documents_rels_channel_videos_id_idx";
  ALTER TABLE "users" DROP COLUMN "google_subject";
  ALTER TABLE "users" DROP COLUMN "google_email";
  ALTER TABLE "users" DROP COLUMN "has_password";
  ALTER TABLE "orders" DROP COLUMN "completion_remedy";
  ALTER TABLE "orders" DROP COLUMN "completion_remedy_note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "channels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "channel_videos_id";
  DROP TYPE "public"."enum_orders_completion_remedy";
  DROP TYPE "public"."enum_channels_status";
  DROP TYPE "public"."enum_channels_audit_status";`)
}
