import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { sentryPlugin } from '@payloadcms/plugin-sentry'
import { seoPlugin } from '@payloadcms/plugin-seo'
import * as Sentry from '@sentry/nextjs'
import { buildConfig } from 'payload'

import { adminRequest } from '@/access/adminRequest'
import { AccountQuotas } from '@/collections/accounts/AccountQuotas'
import { Channels } from '@/collections/channel/Channels'
import { ChannelVideos } from '@/collections/channel/ChannelVideos'
import { SnippetChanges } from '@/collections/channel/SnippetChanges'
import { ThumbnailChanges } from '@/collections/channel/ThumbnailChanges'
import { WatchedChannels } from '@/collections/competitor-watchlist/WatchedChannels'
import { WatchedVideos } from '@/collections/competitor-watchlist/WatchedVideos'
import { RankChecks } from '@/collections/rank-tracking/RankChecks'
import { RankKeywords } from '@/collections/rank-tracking/RankKeywords'
import { Authors } from '@/collections/blog/Authors'
import { CampaignDeliveries } from '@/collections/campaign-delivery/CampaignDeliveries'
import { Categories } from '@/collections/blog/Categories'
import { DeliveryNotices } from '@/collections/campaign-delivery/DeliveryNotices'
import { KeywordLists } from '@/collections/keyword-explorer/KeywordLists'
import { KeywordSearches } from '@/collections/keyword-explorer/KeywordSearches'
import { Media } from '@/collections/blog/Media'
import { Orders } from '@/collections/commerce/Orders'
import { PaymentEvents } from '@/collections/commerce/PaymentEvents'
import { Refunds } from '@/collections/commerce/Refunds'
import { Posts } from '@/collections/blog/Posts'
import { SeoReports } from '@/collections/seo-analyzer/SeoReports'
import { redirectsConfig } from '@/collections/blog/Redirects'
import { Services } from '@/collections/commerce/Services'
import { Subscribers } from '@/collections/subscriptions/Subscribers'
import { SubscriptionDeliveries } from '@/collections/subscriptions/SubscriptionDeliveries'
import { SubscriptionDigests } from '@/collections/subscriptions/SubscriptionDigests'
import { SubscriptionSuppressions } from '@/collections/subscriptions/SubscriptionSuppressions'
import { Tags } from '@/collections/blog/Tags'
import { ThumbnailDesigns } from '@/collections/thumbnail-maker/ThumbnailDesigns'
import { ThumbnailDownloads } from '@/collections/thumbnail-downloader/ThumbnailDownloads'
import { Uploads } from '@/collections/thumbnail-maker/Uploads'
import { Users } from '@/collections/accounts/Users'
import { VideoSnapshots } from '@/collections/campaign-delivery/VideoSnapshots'
import { YouTubeCache } from '@/collections/youtube/YouTubeCache'
import { YouTubeQuota } from '@/collections/youtube/YouTubeQuota'
import { YouTubeQuotaUse } from '@/collections/youtube/YouTubeQuotaUse'
import { articleEditor } from '@/fields/richText'
import { PrivacyPolicy, TermsOfService } from '@/globals/legalPage'
import { databaseAdapter } from '@/lib/database/adapter'
import { gatherStatisticsOnStart } from '@/lib/database/statistics'
import { accessQueryAnsweringAdminAccess, graphqlCostRule } from '@/lib/payload-api/graphql-cost'
import { emailAdapter } from '@/lib/email/adapter'
import { env } from '@/lib/env'
import { metaDescriptionFor, metaTitleFor } from '@/lib/blog/seo-meta'
import { boundPreferences } from '@/collections/boundedPreferences'
import { withStaffOnlyDocumentLocks } from '@/collections/staffOnlyDocumentLocks'
import { MAX_UPLOAD_BYTES } from '@/lib/payload-api/body-limits'
import { sharpOnFirstUse } from '@/lib/uploads/sharp-on-first-use'
import { capApiReads } from '@/hooks/capApiReads'
import { rejectMalformedData } from '@/hooks/rejectMalformedData'
import { rejectMalformedQueries } from '@/hooks/rejectMalformedQueries'
import { enforceDeleteRules } from '@/hooks/deleteRules'
import { expireUnpaidOrdersTask } from '@/jobs/expireUnpaidOrders'
import { refreshDatabaseStatisticsTask } from '@/jobs/refreshDatabaseStatistics'
import { auditChannelTask, refreshChannelsTask } from '@/jobs/channel'
import { readWatchedChannelTask, readWatchlistsTask, weeklyWatchlistDigestTask } from '@/jobs/competitorWatchlist'
import { checkRankingsTask } from '@/jobs/rankTracking'
import { finalDeliveryReportTask, trackVideoViewsTask, weeklyDeliveryEmailsTask } from '@/jobs/campaignDelivery'
import { malformedJsonParameters } from '@/hooks/malformedJsonParameters'
import { transientDatabaseErrors } from '@/hooks/transientDatabaseErrors'
import { sendEmailTask } from '@/jobs/sendEmail'
import {
  deleteUnconfirmedSubscriptionsTask,
  sendSubscriptionEmailTask,
  subscriptionPostEmailTask,
  weeklySubscriptionDigestTask,
} from '@/jobs/subscriptions'
import { jobRunners } from '@/jobs/runners'
import { seedOnStart } from '@/seed/on-start'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default withStaffOnlyDocumentLocks(
  buildConfig({
    serverURL: env.NEXT_PUBLIC_SERVER_URL,
    secret: env.PAYLOAD_SECRET,
    db: await databaseAdapter(env),
    editor: articleEditor,
    sharp: sharpOnFirstUse,
    email: emailAdapter(env),
    csrf: [env.NEXT_PUBLIC_SERVER_URL],
    // On https the session cookie is `__Host-payload-token`: the browser only accepts it Secure, for
    // the whole site and from this exact host (no subdomain can set or shadow it).
    cookiePrefix: env.NEXT_PUBLIC_SERVER_URL.startsWith('https://') ? '__Host-payload' : 'payload',
    // Files larger than this are refused while they are parsed (the REST route caps the body too).
    upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
    cors: [env.NEXT_PUBLIC_SERVER_URL],
    admin: {
      user: Users.slug,
      importMap: { baseDir: dirname },
      meta: {
        title: 'TubeLift admin',
        titleSuffix: ' · TubeLift admin',
        description: 'Write TubeLift’s content and run its orders.',
        icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
        openGraph: { siteName: 'TubeLift', title: 'TubeLift admin' },
      },
      // The product's name and mark instead of Payload's, on the sign-in screen and in the navigation.
      components: {
        graphics: {
          Logo: '@/components/admin/AdminGraphics#AdminLogo',
          Icon: '@/components/admin/AdminGraphics#AdminIcon',
        },
        views: {
          runningCampaigns: { Component: '@/components/campaign-delivery/admin/RunningCampaigns#RunningCampaigns', path: '/campaigns' },
          quotaUse: { Component: '@/components/quota-use/admin/QuotaUse#QuotaUse', path: '/youtube-quota' },
        },
        afterNavLinks: [
          '@/components/campaign-delivery/admin/CampaignsNavLink#CampaignsNavLink',
          '@/components/quota-use/admin/QuotaUseNavLink#QuotaUseNavLink',
        ],
      },
      // No Gravatar: staff email hashes are not sent to a third party.
      avatar: 'default',
      livePreview: {
        breakpoints: [
          { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
          { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
        ],
      },
    },
    // Every collection answers malformed REST/GraphQL ids, filters and documents with a 4xx, not a
    // database error, refuses what it would otherwise store changed or drop (hooks/rejectMalformed*),
    // pages every list read over the APIs (hooks/capApiReads), and applies its delete rules (hooks/deleteRules,
    // docs/delete-rules.md) before any other delete hook.
    collections: [
      Posts,
      Authors,
      Categories,
      Tags,
      Media,
      Users,
      Services,
      Orders,
      PaymentEvents,
      Refunds,
      KeywordSearches,
      KeywordLists,
      SeoReports,
      ThumbnailDownloads,
      ThumbnailDesigns,
      Uploads,
      YouTubeCache,
      YouTubeQuota,
      YouTubeQuotaUse,
      CampaignDeliveries,
      VideoSnapshots,
      DeliveryNotices,
      AccountQuotas,
      Subscribers,
      SubscriptionDigests,
      SubscriptionDeliveries,
      SubscriptionSuppressions,
      Channels,
      ChannelVideos,
      SnippetChanges,
      ThumbnailChanges,
      WatchedChannels,
      WatchedVideos,
      RankKeywords,
      RankChecks,
    ].map((collection) => ({
      ...collection,
      hooks: {
        ...collection.hooks,
        beforeOperation: [rejectMalformedQueries, capApiReads, rejectMalformedData, ...(collection.hooks?.beforeOperation ?? [])],
        beforeDelete: [enforceDeleteRules, ...(collection.hooks?.beforeDelete ?? [])],
      },
    })),
    globals: [PrivacyPolicy, TermsOfService],
    hooks: { afterError: [transientDatabaseErrors, malformedJsonParameters] },
    // A refused delete (docs/delete-rules.md) is an answer, like a validation error, not a failure
    // (Payload's type lists only its own error names).
    loggingLevels: Object.fromEntries([['DeleteRefused', 'info' as const]]),
    plugins: [
      // Redirects staff add by hand, and old addresses of renamed posts (decision 018).
      redirectsPlugin(redirectsConfig),
      // Admin and API errors (5xx, and 4xx staff should know about) reach Sentry when a DSN is set;
      // without one Sentry is not initialised and capturing does nothing. Always enabled, so the admin's
      // import map (generated once) has the plugin's components whatever the environment.
      sentryPlugin({ Sentry, options: { captureErrors: [400, 403] } }),
      seoPlugin({
        collections: ['posts'],
        uploadsCollection: 'media',
        tabbedUI: true,
        generateTitle: ({ doc }) => metaTitleFor(doc?.title ?? ''),
        generateDescription: ({ doc }) => metaDescriptionFor(doc?.excerpt ?? ''),
        generateURL: ({ doc }) => `${env.NEXT_PUBLIC_SERVER_URL}/blog/${doc?.slug ?? ''}`,
      }),
    ],
    jobs: {
      // The server's own runner (autoRun) needs no access; over HTTP only admins may run or queue jobs.
      access: { run: adminRequest, queue: adminRequest, cancel: adminRequest },
      tasks: [
        sendEmailTask,
        expireUnpaidOrdersTask,
        trackVideoViewsTask,
        weeklyDeliveryEmailsTask,
        finalDeliveryReportTask,
        refreshDatabaseStatisticsTask,
        weeklySubscriptionDigestTask,
        subscriptionPostEmailTask,
        sendSubscriptionEmailTask,
        deleteUnconfirmedSubscriptionsTask,
        refreshChannelsTask,
        auditChannelTask,
        readWatchlistsTask,
        readWatchedChannelTask,
        weeklyWatchlistDigestTask,
        checkRankingsTask,
      ],
      // On PostgreSQL every instance may run the queue: a claim is one conditional UPDATE
      // (lib/database/postgres-job-claims.ts). On SQLite and MongoDB Payload claims a job with a find
      // then an update, so two runners could send the same email twice: exactly one instance runs it
      // (JOBS_AUTORUN=false on the others, decision 015). Those get no runner at all (Payload would
      // still plan the schedules on a runner it then skips). Payload starts no runner during `next build`.
      autoRun: env.JOBS_AUTORUN === false ? [] : jobRunners(env.JOBS_RUN_EVERY_SECONDS),
    },
    onInit: async (payload) => {
      await seedOnStart(payload)
      await gatherStatisticsOnStart(payload)
    },
    typescript: {
      outputFile: path.resolve(dirname, 'src/payload-types.ts'),
      // Payload regenerates the types in a child process on every start outside production: each
      // integration test file paid a whole config load for it (docs/databases.md, "CI time").
      // `next dev` keeps it; `npm run generate:types` writes them on purpose.
      autoGenerate: process.env.NODE_ENV === 'development',
    },
    graphQL: {
      schemaOutputFile: path.resolve(dirname, 'src/generated-schema.graphql'),
      // A list costs its page size times what each document asks for; aliases are capped (lib/payload-api/graphql-cost.ts).
      validationRules: (args) => [graphqlCostRule(args.variableValues)],
      queries: (_graphQL, { Query }) => ({ Access: accessQueryAnsweringAdminAccess(Query.fields.Access) }),
    },
    telemetry: false,
  }),
).then(boundPreferences)
