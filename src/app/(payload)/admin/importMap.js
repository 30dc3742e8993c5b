import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UsedBy as UsedBy_08fff7243da31d862c3bf3fcfeb584e9 } from '@/components/admin/UsedBy'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { NeedsAttentionCell as NeedsAttentionCell_75e95d4ee9d7a9aaac8098137e911f26 } from '../../../../src/components/commerce/admin/OrderFields'
import { CustomerCell as CustomerCell_75e95d4ee9d7a9aaac8098137e911f26 } from '../../../../src/components/commerce/admin/OrderFields'
import { CustomerField as CustomerField_75e95d4ee9d7a9aaac8098137e911f26 } from '../../../../src/components/commerce/admin/OrderFields'
import { TargetingField as TargetingField_75e95d4ee9d7a9aaac8098137e911f26 } from '../../../../src/components/commerce/admin/OrderFields'
import { AmountCell as AmountCell_75e95d4ee9d7a9aaac8098137e911f26 } from '../../../../src/components/commerce/admin/OrderFields'
import { AmountField as AmountField_75e95d4ee9d7a9aaac8098137e911f26 } from '../../../../src/components/commerce/admin/OrderFields'
import { PaymentsCell as PaymentsCell_75e95d4ee9d7a9aaac8098137e911f26 } from '../../../../src/components/commerce/admin/OrderFields'
import { OrderRefunds as OrderRefunds_58f31a6713efe85a8e0bfd973bf593a6 } from '../../../../src/components/commerce/admin/OrderRefunds'
import { DeliveryImport as DeliveryImport_3a1b3e62c3de34708395a30b727d02a9 } from '@/components/campaign-delivery/admin/DeliveryImport'
import { OwnerCell as OwnerCell_4be5078a64915b4dad0fea781f4e4a73 } from '../../../../src/components/admin/OwnerCell'
import { OwnerField as OwnerField_4be5078a64915b4dad0fea781f4e4a73 } from '../../../../src/components/admin/OwnerCell'
import { JsonValueField as JsonValueField_900a3d52c62ea455a5517198cd76f0a5 } from '../../../../src/components/admin/JsonValueField'
import { SpendCell as SpendCell_e29324223de3536690346e7041d3198b } from '../../../../src/components/campaign-delivery/admin/SpendCell'
import { SubscriptionCounts as SubscriptionCounts_2c7988e0a80ed67ef9ced20aad538d37 } from '@/components/subscriptions/admin/SubscriptionCounts'
import { AdminIcon as AdminIcon_cf05759dc79b7737cf5272e2ef70392b } from '@/components/admin/AdminGraphics'
import { AdminLogo as AdminLogo_cf05759dc79b7737cf5272e2ef70392b } from '@/components/admin/AdminGraphics'
import { CampaignsNavLink as CampaignsNavLink_46e604d53b8e2ea1cbde549e0c303855 } from '@/components/campaign-delivery/admin/CampaignsNavLink'
import { QuotaUseNavLink as QuotaUseNavLink_a7965892ab7e3786058feac62ae5d9e3 } from '@/components/quota-use/admin/QuotaUseNavLink'
import { AdminErrorBoundary as AdminErrorBoundary_e5a9e14bdbe97e70ba60697217fe7688 } from '@payloadcms/plugin-sentry/client'
import { RunningCampaigns as RunningCampaigns_dad29fede07477adb60be33acc9fad7f } from '@/components/campaign-delivery/admin/RunningCampaigns'
import { QuotaUse as QuotaUse_9470868d94485ed6d7f0a87a880a9e69 } from '@/components/quota-use/admin/QuotaUse'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/UsedBy#UsedBy": UsedBy_08fff7243da31d862c3bf3fcfeb584e9,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/components/commerce/admin/OrderFields#NeedsAttentionCell": NeedsAttentionCell_75e95d4ee9d7a9aaac8098137e911f26,
  "/src/components/commerce/admin/OrderFields#CustomerCell": CustomerCell_75e95d4ee9d7a9aaac8098137e911f26,
  "/src/components/commerce/admin/OrderFields#CustomerField": CustomerField_75e95d4ee9d7a9aaac8098137e911f26,
  "/src/components/commerce/admin/OrderFields#TargetingField": TargetingField_75e95d4ee9d7a9aaac8098137e911f26,
  "/src/components/commerce/admin/OrderFields#AmountCell": AmountCell_75e95d4ee9d7a9aaac8098137e911f26,
  "/src/components/commerce/admin/OrderFields#AmountField": AmountField_75e95d4ee9d7a9aaac8098137e911f26,
  "/src/components/commerce/admin/OrderFields#PaymentsCell": PaymentsCell_75e95d4ee9d7a9aaac8098137e911f26,
  "/src/components/commerce/admin/OrderRefunds#OrderRefunds": OrderRefunds_58f31a6713efe85a8e0bfd973bf593a6,
  "@/components/campaign-delivery/admin/DeliveryImport#DeliveryImport": DeliveryImport_3a1b3e62c3de34708395a30b727d02a9,
  "/src/components/admin/OwnerCell#OwnerCell": OwnerCell_4be5078a64915b4dad0fea781f4e4a73,
  "/src/components/admin/OwnerCell#OwnerField": OwnerField_4be5078a64915b4dad0fea781f4e4a73,
  "/src/components/admin/JsonValueField#JsonValueField": JsonValueField_900a3d52c62ea455a5517198cd76f0a5,
  "/src/components/campaign-delivery/admin/SpendCell#SpendCell": SpendCell_e29324223de3536690346e7041d3198b,
  "@/components/subscriptions/admin/SubscriptionCounts#SubscriptionCounts": SubscriptionCounts_2c7988e0a80ed67ef9ced20aad538d37,
  "@/components/admin/AdminGraphics#AdminIcon": AdminIcon_cf05759dc79b7737cf5272e2ef70392b,
  "@/components/admin/AdminGraphics#AdminLogo": AdminLogo_cf05759dc79b7737cf5272e2ef70392b,
  "@/components/campaign-delivery/admin/CampaignsNavLink#CampaignsNavLink": CampaignsNavLink_46e604d53b8e2ea1cbde549e0c303855,
  "@/components/quota-use/admin/QuotaUseNavLink#QuotaUseNavLink": QuotaUseNavLink_a7965892ab7e3786058feac62ae5d9e3,
  "@payloadcms/plugin-sentry/client#AdminErrorBoundary": AdminErrorBoundary_e5a9e14bdbe97e70ba60697217fe7688,
  "@/components/campaign-delivery/admin/RunningCampaigns#RunningCampaigns": RunningCampaigns_dad29fede07477adb60be33acc9fad7f,
  "@/components/quota-use/admin/QuotaUse#QuotaUse": QuotaUse_9470868d94485ed6d7f0a87a880a9e69,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
