import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_watched_channels_status" AS ENUM('active', 'gone');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'readWatchlists' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'readWatchedChannel' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'readWatchlists' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'readWatchedChannel' BEFORE 'schedulePublish';
  CREATE TABLE "watched_channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"youtube_channel_id" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"handle" varchar,
  	"avatar_url" varchar,
  	"subscribers" numeric,
  	"uploads_playlist_id" varchar,
  	"status" "enum_watched_channels_status" DEFAULT 'active' NOT NULL,
  	"read_at" timestamp(3) with time zone,
  	"read_day" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "watched_videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"watched_channel_id" integer NOT NULL,
  	"video_id" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"thumbnail_url" varchar,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"views" numeric NOT NULL,
  	"outlier_score" numeric,
  	"read_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watched_channels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watched_videos_id" integer;
  ALTER TABLE "watched_channels" ADD CONSTRAINT "watched_channels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watched_videos" ADD CONSTRAINT "watched_videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watched_videos" ADD CONSTRAINT "watched_videos_watched_channel_id_watched_channels_id_fk" FOREIGN KEY ("watched_channel_id") REFERENCES "public"."watched_channels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "watched_channels_owner_idx" ON "watched_channels" USING btree ("owner_id");
  CREATE INDEX "watched_channels_youtube_channel_id_idx" ON "watched_channels" USING btree ("youtube_channel_id");
  CREATE INDEX "watched_channels_read_day_idx" ON "watched_channels" USING btree ("read_day");
  CREATE INDEX "watched_channels_updated_at_idx" ON "watched_channels" USING btree ("updated_at");
  CREATE INDEX "watched_channels_created_at_idx" ON "watched_channels" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_youtubeChannelId_idx" ON "watched_channels" USING btree ("owner_id","youtube_channel_id");
  CREATE INDEX "watched_videos_owner_idx" ON "watched_videos" USING btree ("owner_id");
  CREATE INDEX "watched_videos_watched_channel_idx" ON "watched_videos" USING btree ("watched_channel_id");
  CREATE INDEX "watched_videos_published_at_idx" ON "watched_videos" USING btree ("published_at");
  CREATE INDEX "watched_videos_outlier_score_idx" ON "watched_videos" USING btree ("outlier_score");
  CREATE INDEX "watched_videos_updated_at_idx" ON "watched_videos" USING btree ("updated_at");
  CREATE INDEX "watched_videos_created_at_idx" ON "watched_videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "watchedChannel_videoId_idx" ON "watched_videos" USING btree ("watched_channel_id","video_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watched_channels_fk" FOREIGN KEY ("watched_channels_id") REFERENCES "public"."watched_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watched_videos_fk" FOREIGN KEY ("watched_videos_id") REFERENCES "public"."watched_videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_watched_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("watched_channels_id");
  CREATE INDEX "payload_locked_documents_rels_watched_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("watched_videos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "watched_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watched_videos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "watched_channels" CASCADE;
  DROP TABLE "watched_videos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watched_channels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watched_videos_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'expireUnpaidOrders', 'trackVideoViews', 'weeklyDeliveryEmails', 'finalDeliveryReport', 'refreshDatabaseStatistics', 'weeklySubscriptionDigest', 'subscriptionPostEmail', 'sendSubscriptionEmail', 'deleteUnconfirmedSubscriptions', 'refreshChannels', 'auditChannel', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'expireUnpaidOrders', 'trackVideoViews', 'weeklyDeliveryEmails', 'finalDeliveryReport', 'refreshDatabaseStatistics', 'weeklySubscriptionDigest', 'subscriptionPostEmail', 'sendSubscriptionEmail', 'deleteUnconfirmedSubscriptions', 'refreshChannels', 'auditChannel', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_watched_channels_id_idx";
  DROP INDEX "payload_locked_documents_rels_watched_videos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watched_channels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watched_videos_id";
  DROP TYPE "public"."enum_watched_channels_status";`)
}
