import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`source\` text,
  	\`user_id\` integer,
  	\`confirmed_at\` text,
  	\`confirm_nonce\` text,
  	\`confirm_expires_at\` text,
  	\`manage_nonce\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_user_idx\` ON \`subscribers\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_confirmed_at_idx\` ON \`subscribers\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscribers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscribers_rels_order_idx\` ON \`subscribers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_parent_idx\` ON \`subscribers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_path_idx\` ON \`subscribers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_categories_id_idx\` ON \`subscribers_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`subscription_digests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscription_digests_key_idx\` ON \`subscription_digests\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`subscription_digests_updated_at_idx\` ON \`subscription_digests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscription_digests_created_at_idx\` ON \`subscription_digests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscription_digests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subscription_digests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscription_digests_rels_order_idx\` ON \`subscription_digests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subscription_digests_rels_parent_idx\` ON \`subscription_digests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subscription_digests_rels_path_idx\` ON \`subscription_digests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`subscription_digests_rels_posts_id_idx\` ON \`subscription_digests_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE TABLE \`subscription_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`digest_id\` integer NOT NULL,
  	\`subscriber_id\` integer,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`sent_at\` text,
  	\`job\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`digest_id\`) REFERENCES \`subscription_digests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscriber_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscription_deliveries_key_idx\` ON \`subscription_deliveries\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`subscription_deliveries_digest_idx\` ON \`subscription_deliveries\` (\`digest_id\`);`)
  await db.run(sql`CREATE INDEX \`subscription_deliveries_subscriber_idx\` ON \`subscription_deliveries\` (\`subscriber_id\`);`)
  await db.run(sql`CREATE INDEX \`subscription_deliveries_status_idx\` ON \`subscription_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscription_deliveries_updated_at_idx\` ON \`subscription_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscription_deliveries_created_at_idx\` ON \`subscription_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscription_suppressions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email_hash\` text,
  	\`reason\` text DEFAULT 'bounce' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscription_suppressions_email_hash_idx\` ON \`subscription_suppressions\` (\`email_hash\`);`)
  await db.run(sql`CREATE INDEX \`subscription_suppressions_updated_at_idx\` ON \`subscription_suppressions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscription_suppressions_created_at_idx\` ON \`subscription_suppressions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_reference_id\` integer,
  	\`to_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`to_reference_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_to_to_reference_idx\` ON \`redirects\` (\`to_reference_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`email_subscribers\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_email_subscribers\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscribers_id\` integer REFERENCES subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscription_digests_id\` integer REFERENCES subscription_digests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscription_deliveries_id\` integer REFERENCES subscription_deliveries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscription_suppressions_id\` integer REFERENCES subscription_suppressions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscription_digests_id_idx\` ON \`payload_locked_documents_rels\` (\`subscription_digests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscription_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`subscription_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscription_suppressions__idx\` ON \`payload_locked_documents_rels\` (\`subscription_suppressions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  // The privacy policy says what a subscription keeps (decision 018): loaded on demand, as the Markdown reader is.
  const { addSubscriptionClauses } = await import('@/seed/legal-updates')
  payload.logger.info(`Subscriptions: privacy policy ${await addSubscriptionClauses(payload, req)}.`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`subscribers_rels\`;`)
  await db.run(sql`DROP TABLE \`subscription_digests\`;`)
  await db.run(sql`DROP TABLE \`subscription_digests_rels\`;`)
  await db.run(sql`DROP TABLE \`subscription_deliveries\`;`)
  await db.run(sql`DROP TABLE \`subscription_suppressions\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
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
  	\`campaign_deliveries_id\` integer,
  	\`video_snapshots_id\` integer,
  	\`delivery_notices_id\` integer,
  	\`account_quotas_id\` integer,
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
  	FOREIGN KEY (\`youtube_quota_id\`) REFERENCES \`youtube_quota\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaign_deliveries_id\`) REFERENCES \`campaign_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_snapshots_id\`) REFERENCES \`video_snapshots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`delivery_notices_id\`) REFERENCES \`delivery_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_quotas_id\`) REFERENCES \`account_quotas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "authors_id", "categories_id", "tags_id", "media_id", "users_id", "services_id", "orders_id", "payment_events_id", "keyword_searches_id", "keyword_lists_id", "seo_reports_id", "thumbnail_downloads_id", "thumbnail_designs_id", "uploads_id", "youtube_cache_id", "youtube_quota_id", "campaign_deliveries_id", "video_snapshots_id", "delivery_notices_id", "account_quotas_id") SELECT "id", "order", "parent_id", "path", "posts_id", "authors_id", "categories_id", "tags_id", "media_id", "users_id", "services_id", "orders_id", "payment_events_id", "keyword_searches_id", "keyword_lists_id", "seo_reports_id", "thumbnail_downloads_id", "thumbnail_designs_id", "uploads_id", "youtube_cache_id", "youtube_quota_id", "campaign_deliveries_id", "video_snapshots_id", "delivery_notices_id", "account_quotas_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaign_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`campaign_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_snapshots_id_idx\` ON \`payload_locked_documents_rels\` (\`video_snapshots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_delivery_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`delivery_notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_quotas_id_idx\` ON \`payload_locked_documents_rels\` (\`account_quotas_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`email_subscribers\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_email_subscribers\`;`)
}
