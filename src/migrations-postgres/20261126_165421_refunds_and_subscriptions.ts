import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_refunds_status" AS ENUM('requested', 'declined', 'processing', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_refunds_rule" AS ENUM('disapproved', 'stopped_early');
  CREATE TYPE "public"."enum_refunds_currency" AS ENUM('usd', 'eur', 'gbp');
  CREATE TYPE "public"."enum_refunds_requested_by" AS ENUM('customer', 'staff');
  CREATE TYPE "public"."enum_refunds_provider" AS ENUM('stripe', 'test');
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'subscribed');
  CREATE TYPE "public"."enum_subscription_digests_kind" AS ENUM('weekly', 'post');
  CREATE TYPE "public"."enum_subscription_deliveries_status" AS ENUM('queued', 'sent', 'failed', 'cancelled');
  CREATE TYPE "public"."enum_subscription_suppressions_reason" AS ENUM('unsubscribed', 'bounce', 'complaint');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'weeklySubscriptionDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'subscriptionPostEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendSubscriptionEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deleteUnconfirmedSubscriptions' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'weeklySubscriptionDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'subscriptionPostEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendSubscriptionEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deleteUnconfirmedSubscriptions' BEFORE 'schedulePublish';
  CREATE TABLE "refunds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"customer_id" integer,
  	"status" "enum_refunds_status" NOT NULL,
  	"rule" "enum_refunds_rule" NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_refunds_currency" NOT NULL,
  	"explanation" varchar,
  	"requested_by" "enum_refunds_requested_by" NOT NULL,
  	"reason" varchar,
  	"decided_by_id" integer,
  	"decision_note" varchar,
  	"request_key" varchar NOT NULL,
  	"provider" "enum_refunds_provider",
  	"provider_refund_id" varchar,
  	"failure_reason" varchar,
  	"issued_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"source" varchar,
  	"user_id" integer,
  	"confirmed_at" timestamp(3) with time zone,
  	"confirm_nonce" varchar,
  	"confirm_expires_at" timestamp(3) with time zone,
  	"manage_nonce" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "subscription_digests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_subscription_digests_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscription_digests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer
  );
  
  CREATE TABLE "subscription_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"digest_id" integer NOT NULL,
  	"subscriber_id" integer,
  	"status" "enum_subscription_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"job" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscription_suppressions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email_hash" varchar,
  	"reason" "enum_subscription_suppressions_reason" DEFAULT 'bounce' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_reference_id" integer,
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "posts" ADD COLUMN "email_subscribers" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_email_subscribers" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refunds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscription_digests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscription_deliveries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscription_suppressions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscribers_rels" ADD CONSTRAINT "subscribers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscribers_rels" ADD CONSTRAINT "subscribers_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscription_digests_rels" ADD CONSTRAINT "subscription_digests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscription_digests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscription_digests_rels" ADD CONSTRAINT "subscription_digests_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_digest_id_subscription_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."subscription_digests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_to_reference_id_posts_id_fk" FOREIGN KEY ("to_reference_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "refunds_number_idx" ON "refunds" USING btree ("number");
  CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");
  CREATE INDEX "refunds_customer_idx" ON "refunds" USING btree ("customer_id");
  CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");
  CREATE INDEX "refunds_decided_by_idx" ON "refunds" USING btree ("decided_by_id");
  CREATE UNIQUE INDEX "refunds_request_key_idx" ON "refunds" USING btree ("request_key");
  CREATE INDEX "refunds_provider_refund_id_idx" ON "refunds" USING btree ("provider_refund_id");
  CREATE INDEX "refunds_updated_at_idx" ON "refunds" USING btree ("updated_at");
  CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_user_idx" ON "subscribers" USING btree ("user_id");
  CREATE INDEX "subscribers_confirmed_at_idx" ON "subscribers" USING btree ("confirmed_at");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "subscribers_rels_order_idx" ON "subscribers_rels" USING btree ("order");
  CREATE INDEX "subscribers_rels_parent_idx" ON "subscribers_rels" USING btree ("parent_id");
  CREATE INDEX "subscribers_rels_path_idx" ON "subscribers_rels" USING btree ("path");
  CREATE INDEX "subscribers_rels_categories_id_idx" ON "subscribers_rels" USING btree ("categories_id");
  CREATE UNIQUE INDEX "subscription_digests_key_idx" ON "subscription_digests" USING btree ("key");
  CREATE INDEX "subscription_digests_updated_at_idx" ON "subscription_digests" USING btree ("updated_at");
  CREATE INDEX "subscription_digests_created_at_idx" ON "subscription_digests" USING btree ("created_at");
  CREATE INDEX "subscription_digests_rels_order_idx" ON "subscription_digests_rels" USING btree ("order");
  CREATE INDEX "subscription_digests_rels_parent_idx" ON "subscription_digests_rels" USING btree ("parent_id");
  CREATE INDEX "subscription_digests_rels_path_idx" ON "subscription_digests_rels" USING btree ("path");
  CREATE INDEX "subscription_digests_rels_posts_id_idx" ON "subscription_digests_rels" USING btree ("posts_id");
  CREATE UNIQUE INDEX "subscription_deliveries_key_idx" ON "subscription_deliveries" USING btree ("key");
  CREATE INDEX "subscription_deliveries_digest_idx" ON "subscription_deliveries" USING btree ("digest_id");
  CREATE INDEX "subscription_deliveries_subscriber_idx" ON "subscription_deliveries" USING btree ("subscriber_id");
  CREATE INDEX "subscription_deliveries_status_idx" ON "subscription_deliveries" USING btree ("status");
  CREATE INDEX "subscription_deliveries_updated_at_idx" ON "subscription_deliveries" USING btree ("updated_at");
  CREATE INDEX "subscription_deliveries_created_at_idx" ON "subscription_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscription_suppressions_email_hash_idx" ON "subscription_suppressions" USING btree ("email_hash");
  CREATE INDEX "subscription_suppressions_updated_at_idx" ON "subscription_suppressions" USING btree ("updated_at");
  CREATE INDEX "subscription_suppressions_created_at_idx" ON "subscription_suppressions" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_to_to_reference_idx" ON "redirects" USING btree ("to_reference_id");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refunds_fk" FOREIGN KEY ("refunds_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscription_digests_fk" FOREIGN KEY ("subscription_digests_id") REFERENCES "public"."subscription_digests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscription_deliveries_fk" FOREIGN KEY ("subscription_deliveries_id") REFERENCES "public"."subscription_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscription_suppressions_fk" FOREIGN KEY ("subscription_suppressions_id") REFERENCES "public"."subscription_suppressions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_refunds_id_idx" ON "payload_locked_documents_rels" USING btree ("refunds_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_subscription_digests_id_idx" ON "payload_locked_documents_rels" USING btree ("subscription_digests_id");
  CREATE INDEX "payload_locked_documents_rels_subscription_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("subscription_deliveries_id");
  CREATE INDEX "payload_locked_documents_rels_subscription_suppressions__idx" ON "payload_locked_documents_rels" USING btree ("subscription_suppressions_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
  // The privacy policy says what a subscription keeps (decision 018), as the SQLite migration does.
  const { addSubscriptionClauses } = await import('@/seed/legal-updates')
  payload.logger.info(`Subscriptions: privacy policy ${await addSubscriptionClauses(payload, req)}.`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscription_digests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscription_digests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscription_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscription_suppressions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "refunds" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "subscribers_rels" CASCADE;
  DROP TABLE "subscription_digests" CASCADE;
  DROP TABLE "subscription_digests_rels" CASCADE;
  DROP TABLE "subscription_deliveries" CASCADE;
  DROP TABLE "subscription_suppressions" CASCADE;
  DROP TABLE "redirects" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refunds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscription_digests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscription_deliveries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscription_suppressions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'expireUnpaidOrders', 'trackVideoViews', 'weeklyDeliveryEmails', 'finalDeliveryReport', 'refreshDatabaseStatistics', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'expireUnpaidOrders', 'trackVideoViews', 'weeklyDeliveryEmails', 'finalDeliveryReport', 'refreshDatabaseStatistics', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_refunds_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscription_digests_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscription_deliveries_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscription_suppressions__idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "posts" DROP COLUMN "email_subscribers";
  ALTER TABLE "_posts_v" DROP COLUMN "version_email_subscribers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refunds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscription_digests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscription_deliveries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscription_suppressions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_refunds_status";
  DROP TYPE "public"."enum_refunds_rule";
  DROP TYPE "public"."enum_refunds_currency";
  DROP TYPE "public"."enum_refunds_requested_by";
  DROP TYPE "public"."enum_refunds_provider";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_subscription_digests_kind";
  DROP TYPE "public"."enum_subscription_deliveries_status";
  DROP TYPE "public"."enum_subscription_suppressions_reason";
  DROP TYPE "public"."enum_redirects_to_type";`)
}
