import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "account_quotas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"scope" varchar NOT NULL,
  	"records" numeric DEFAULT 0 NOT NULL,
  	"bytes" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "users" ADD COLUMN "pending_email_token" varchar;
  ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_quotas_id" integer;
  ALTER TABLE "account_quotas" ADD CONSTRAINT "account_quotas_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "account_quotas_owner_idx" ON "account_quotas" USING btree ("owner_id");
  CREATE INDEX "account_quotas_updated_at_idx" ON "account_quotas" USING btree ("updated_at");
  CREATE INDEX "account_quotas_created_at_idx" ON "account_quotas" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_scope_idx" ON "account_quotas" USING btree ("owner_id","scope");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_quotas_fk" FOREIGN KEY ("account_quotas_id") REFERENCES "public"."account_quotas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_pending_email_token_idx" ON "users" USING btree ("pending_email_token");
  CREATE INDEX "payload_locked_documents_rels_account_quotas_id_idx" ON "payload_locked_documents_rels" USING btree ("account_quotas_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_quotas" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "account_quotas" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_quotas_fk";
  
  DROP INDEX "users_pending_email_token_idx";
  DROP INDEX "payload_locked_documents_rels_account_quotas_id_idx";
  ALTER TABLE "users" DROP COLUMN "pending_email";
  ALTER TABLE "users" DROP COLUMN "pending_email_token";
  ALTER TABLE "users" DROP COLUMN "pending_email_expires_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_quotas_id";`)
}
