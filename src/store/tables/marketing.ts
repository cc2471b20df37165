/**
 * Marketing tables (area D). Every row carries `tenant_id`; the only reader is the
 * tenant-scoped repository in src/services/marketing. Money is stored in integer cents and
 * days as `YYYY-MM-DD` text, so both engines sort and sum alike.
 */
export interface MarketingTenantsTable {
  id: string;
  name: string;
  currency: string;
}

export interface MarketingSeoAuditsTable {
  id: string;
  tenant_id: string;
  site: string;
  score: number;
  pages_crawled: number;
  issues_critical: number;
  issues_warning: number;
  issues_notice: number;
  audited_at: string;
}

export interface MarketingKeywordsTable {
  id: string;
  tenant_id: string;
  keyword: string;
  search_volume: number;
  difficulty: number;
  cpc_cents: number;
  currency: string;
  intent: string;
}

export interface MarketingSerpRankingsTable {
  id: string;
  tenant_id: string;
  keyword_id: string;
  keyword: string;
  engine: string;
  device: string;
  position: number;
  url: string;
  checked_at: string;
}

export interface MarketingSocialPostsTable {
  id: string;
  tenant_id: string;
  network: string;
  status: string;
  content: string;
  created_at: string;
  scheduled_at: string | null;
  published_at: string | null;
  failure_reason: string | null;
}

export interface MarketingSocialEngagementsTable {
  id: string;
  tenant_id: string;
  post_id: string;
  network: string;
  date: string;
  likes: number;
  comments: number;
  shares: number;
  reach: number;
  clicks: number;
}

export interface MarketingAdCampaignsTable {
  id: string;
  tenant_id: string;
  name: string;
  channel: string;
  budget_cents: number;
  currency: string;
  start_date: string;
  end_date: string | null;
  status: string;
}

export interface MarketingAdPerformanceTable {
  id: string;
  tenant_id: string;
  campaign_id: string;
  date: string;
  impressions: number;
  clicks: number;
  conversions: number;
  spend_cents: number;
  revenue_cents: number;
  currency: string;
}

/** Exact row counts per tenant and list, kept by triggers (migration 005); `version` grows with every write. */
export interface MarketingListCountsTable {
  tenant_id: string;
  list: string;
  /** bigint: a string from PostgreSQL. */
  total: number | string;
  version: number | string;
}

/** The tables of area D, as they appear in the store's Database interface. */
export interface MarketingTables {
  marketing_tenants: MarketingTenantsTable;
  marketing_seo_audits: MarketingSeoAuditsTable;
  marketing_keywords: MarketingKeywordsTable;
  marketing_serp_rankings: MarketingSerpRankingsTable;
  marketing_social_posts: MarketingSocialPostsTable;
  marketing_social_engagements: MarketingSocialEngagementsTable;
  marketing_ad_campaigns: MarketingAdCampaignsTable;
  marketing_ad_performance: MarketingAdPerformanceTable;
}

/** Bookkeeping of area D's lists (no demo rows of its own). */
export interface MarketingCountTables {
  marketing_list_counts: MarketingListCountsTable;
}
