import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`campaign_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`impressions\` numeric DEFAULT 0 NOT NULL,
  	\`views\` numeric DEFAULT 0 NOT NULL,
  	\`view_rate\` numeric,
  	\`watch_seconds\` numeric DEFAULT 0 NOT NULL,
  	\`spend\` numeric DEFAULT 0 NOT NULL,
  	\`note\` text,
  	\`customer_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`campaign_deliveries_order_idx\` ON \`campaign_deliveries\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`campaign_deliveries_day_idx\` ON \`campaign_deliveries\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`campaign_deliveries_customer_idx\` ON \`campaign_deliveries\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`campaign_deliveries_updated_at_idx\` ON \`campaign_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campaign_deliveries_created_at_idx\` ON \`campaign_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`order_day_idx\` ON \`campaign_deliveries\` (\`order_id\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`video_snapshots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`video_id\` text NOT NULL,
  	\`taken_at\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`view_count\` numeric NOT NULL,
  	\`like_count\` numeric,
  	\`comment_count\` numeric,
  	\`customer_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`video_snapshots_order_idx\` ON \`video_snapshots\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`video_snapshots_video_id_idx\` ON \`video_snapshots\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`video_snapshots_taken_at_idx\` ON \`video_snapshots\` (\`taken_at\`);`)
  await db.run(sql`CREATE INDEX \`video_snapshots_customer_idx\` ON \`video_snapshots\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`video_snapshots_updated_at_idx\` ON \`video_snapshots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_snapshots_created_at_idx\` ON \`video_snapshots\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`order_day_1_idx\` ON \`video_snapshots\` (\`order_id\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`delivery_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`delivery_notices_key_idx\` ON \`delivery_notices\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`delivery_notices_order_idx\` ON \`delivery_notices\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`delivery_notices_updated_at_idx\` ON \`delivery_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`delivery_notices_created_at_idx\` ON \`delivery_notices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`orders_payments\` ADD \`method\` text;`)
  await db.run(sql`ALTER TABLE \`orders_payments\` ADD \`refund_reference\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`needs_attention\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`revision\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`completion_reason\` text;`)
  await db.run(sql`CREATE INDEX \`orders_needs_attention_idx\` ON \`orders\` (\`needs_attention\`);`)
  await db.run(sql`CREATE INDEX \`orders_expires_at_idx\` ON \`orders\` (\`expires_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`campaign_deliveries_id\` integer REFERENCES campaign_deliveries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`video_snapshots_id\` integer REFERENCES video_snapshots(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`delivery_notices_id\` integer REFERENCES delivery_notices(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaign_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`campaign_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_snapshots_id_idx\` ON \`payload_locked_documents_rels\` (\`video_snapshots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_delivery_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`delivery_notices_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
  // Orders placed before expiry existed get the default window from now, not from when they were placed.
  await db.run(sql`UPDATE \`orders\` SET \`expires_at\` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+24 hours') WHERE \`status\` IN ('pending_payment', 'payment_failed') AND \`expires_at\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`campaign_deliveries\`;`)
  await db.run(sql`DROP TABLE \`video_snapshots\`;`)
  await db.run(sql`DROP TABLE \`delivery_notices\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`authors_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`services_id\` integer,
  	\`orders_id\` integer,
  	\`payment_events_id\` integer,
  	\`keyword_searches_id\` integer,
  	\`keyword_lists_id\` integer,
  	\`seo_reports_id\` integer,
  	\`thumbnail_downloads_id\` integer,
  	\`thumbnail_designs_id\` integer,
  	\`uploads_id\` integer,
  	\`youtube_cache_id\` integer,
  	\`youtube_quota_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`keyword_searches_id\`) REFERENCES \`keyword_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`keyword_lists_id\`) REFERENCES \`keyword_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seo_reports_id\`) REFERENCES \`seo_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`thumbnail_downloads_id\`) REFERENCES \`thumbnail_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`thumbnail_designs_id\`) REFERENCES \`thumbnail_designs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`uploads_id\`) REFERENCES \`uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`youtube_cache_id\`) REFERENCES \`youtube_cache\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`youtube_quota_id\`) REFERENCES \`youtube_quota\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "authors_id", "categories_id", "tags_id", "media_id", "users_id", "services_id", "orders_id", "payment_events_id", "keyword_searches_id", "keyword_lists_id", "seo_reports_id", "thumbnail_downloads_id", "thumbnail_designs_id", "uploads_id", "youtube_cache_id", "youtube_quota_id") SELECT "id", "order", "parent_id", "path", "posts_id", "authors_id", "categories_id", "tags_id", "media_id", "users_id", "services_id", "orders_id", "payment_events_id", "keyword_searches_id", "keyword_lists_id", "seo_reports_id", "thumbnail_downloads_id", "thumbnail_designs_id", "uploads_id", "youtube_cache_id", "youtube_quota_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_keyword_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`keyword_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_keyword_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`keyword_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seo_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_thumbnail_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`thumbnail_downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_thumbnail_designs_id_idx\` ON \`payload_locked_documents_rels\` (\`thumbnail_designs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_youtube_cache_id_idx\` ON \`payload_locked_documents_rels\` (\`youtube_cache_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_youtube_quota_id_idx\` ON \`payload_locked_documents_rels\` (\`youtube_quota_id\`);`)
  await db.run(sql`DROP INDEX \`orders_needs_attention_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_expires_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`needs_attention\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`expires_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`revision\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`completion_reason\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`orders_payments\` DROP COLUMN \`method\`;`)
  await db.run(sql`ALTER TABLE \`orders_payments\` DROP COLUMN \`refund_reference\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
