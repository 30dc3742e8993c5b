import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`youtube_quota_use\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`feature\` text NOT NULL,
  	\`method\` text NOT NULL,
  	\`calls\` numeric DEFAULT 0 NOT NULL,
  	\`units\` numeric DEFAULT 0 NOT NULL,
  	\`refused\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`youtube_quota_use_updated_at_idx\` ON \`youtube_quota_use\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`youtube_quota_use_created_at_idx\` ON \`youtube_quota_use\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_feature_method_idx\` ON \`youtube_quota_use\` (\`day\`,\`feature\`,\`method\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`youtube_quota_use_id\` integer REFERENCES youtube_quota_use(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_youtube_quota_use_id_idx\` ON \`payload_locked_documents_rels\` (\`youtube_quota_use_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`youtube_quota_use\`;`)
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
  	\`refunds_id\` integer,
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
  	\`subscribers_id\` integer,
  	\`subscription_digests_id\` integer,
  	\`subscription_deliveries_id\` integer,
  	\`subscription_suppressions_id\` integer,
  	\`channels_id\` integer,
  	\`channel_videos_id\` integer,
  	\`snippet_changes_id\` integer,
  	\`redirects_id\` integer,
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
  	FOREIGN KEY (\`refunds_id\`) REFERENCES \`refunds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`account_quotas_id\`) REFERENCES \`account_quotas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscription_digests_id\`) REFERENCES \`subscription_digests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscription_deliveries_id\`) REFERENCES \`subscription_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscription_suppressions_id\`) REFERENCES \`subscription_suppressions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channel_videos_id\`) REFERENCES \`channel_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`snippet_changes_id\`) REFERENCES \`snippet_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "authors_id", "categories_id", "tags_id", "media_id", "users_id", "services_id", "orders_id", "payment_events_id", "refunds_id", "keyword_searches_id", "keyword_lists_id", "seo_reports_id", "thumbnail_downloads_id", "thumbnail_designs_id", "uploads_id", "youtube_cache_id", "youtube_quota_id", "campaign_deliveries_id", "video_snapshots_id", "delivery_notices_id", "account_quotas_id", "subscribers_id", "subscription_digests_id", "subscription_deliveries_id", "subscription_suppressions_id", "channels_id", "channel_videos_id", "snippet_changes_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "posts_id", "authors_id", "categories_id", "tags_id", "media_id", "users_id", "services_id", "orders_id", "payment_events_id", "refunds_id", "keyword_searches_id", "keyword_lists_id", "seo_reports_id", "thumbnail_downloads_id", "thumbnail_designs_id", "uploads_id", "youtube_cache_id", "youtube_quota_id", "campaign_deliveries_id", "video_snapshots_id", "delivery_notices_id", "account_quotas_id", "subscribers_id", "subscription_digests_id", "subscription_deliveries_id", "subscription_suppressions_id", "channels_id", "channel_videos_id", "snippet_changes_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refunds_id_idx\` ON \`payload_locked_documents_rels\` (\`refunds_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscription_digests_id_idx\` ON \`payload_locked_documents_rels\` (\`subscription_digests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscription_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`subscription_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscription_suppressions__idx\` ON \`payload_locked_documents_rels\` (\`subscription_suppressions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channel_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`channel_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_snippet_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`snippet_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
