/**
 * This file was generated from the OpenAPI spec by `npm run generate` (openapi-typescript).
 * Do not edit it by hand: change the spec and regenerate.
 */

export interface paths {
    "/api/public/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service status
         * @description Whether the service is up and whether its data store answers. A store that does not
         *     answer makes the status `degraded` (the protected operations then answer 503); the
         *     status itself still answers 200, so it is safe for liveness probes.
         */
        get: operations["getStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Available resources and endpoints
         * @description What this service offers, read from this very description at start: every endpoint
         *     (method, path, whether it needs a key, its query parameters) and every data resource
         *     (its path, fields and filters).
         */
        get: operations["getCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record counts of the tenant
         * @description How many SEO, social and ad records the key's tenant has, per resource and per group.
         */
        get: operations["getSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/seo/audits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SEO site audits
         * @description The tenant's site audits, newest first (by `audited_at`), with the score and the issues found by severity.
         */
        get: operations["listSeoAudits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/seo/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Managed keywords with metrics
         * @description The tenant's managed keywords in alphabetical (byte) order, with monthly search volume, difficulty, cost per click and search intent.
         */
        get: operations["listSeoKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/seo/serp-rankings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Keyword rankings in search results
         * @description The rank of the tenant's keywords per search engine and device, with the ranking URL,
         *     newest check first (by `checked_at`, then keyword, engine and device).
         */
        get: operations["listSerpRankings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/social/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Social posts
         * @description The tenant's social posts, newest first (by `created_at`). A `draft` has neither
         *     `scheduled_at` nor `published_at`; a `scheduled` post has `scheduled_at`; a
         *     `published` post has `published_at`; a `failed` post has `scheduled_at` and a
         *     `failure_reason`.
         */
        get: operations["listSocialPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/social/engagements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily engagement of social posts
         * @description Likes, comments, shares, reach and clicks per published post and day, newest day first (then by post).
         */
        get: operations["listSocialEngagements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/ads/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ad campaigns
         * @description The tenant's ad campaigns with channel, total budget, period and status, latest start first (by `start_date`).
         */
        get: operations["listAdCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/ads/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily ad performance
         * @description Impressions, clicks, conversions, spend and revenue per campaign and day, newest day
         *     first (then by campaign). `roas` (return on ad spend) is `revenue / spend` rounded to
         *     two decimals, and null on a day without spend.
         */
        get: operations["listAdPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API description as JSON
         * @description The OpenAPI 3.0.3 document of this service, as served.
         */
        get: operations["getOpenApiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API description as YAML
         * @description The OpenAPI 3.0.3 document of this service, as YAML.
         */
        get: operations["getOpenApiYaml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The W3C trace-context trace-id of this request (32 lowercase hex characters).
         * @example 4bf92f3577b34da6a3ce929d0e0e4736
         */
        TraceId: string;
        /**
         * @description A stable machine-readable error identifier.
         * @enum {string}
         */
        ErrorCode: "VALIDATION_FAILED" | "UNAUTHORIZED" | "RATE_LIMITED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "INTERNAL" | "RESPONSE_VALIDATION_FAILED" | "STORE_UNAVAILABLE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "EXPECTATION_FAILED" | "HEADERS_TOO_LARGE";
        Error: {
            code: components["schemas"]["ErrorCode"];
            /** @description A human-readable explanation. */
            message: string;
            /**
             * @description Structured details, such as the list of validation problems (`location`, `path`, `message`).
             *     A `VALIDATION_FAILED` answer lists at most 20 problems, each `{location, path, message}`; when there were more, `message` says how many (a body of more than 10,000 values is checked only up to its first problem, and `message` says so). Strings in `details` are cut at 300 characters and lists at 20 entries, so an error answer stays under about 8 KB whatever the request held.
             */
            details?: unknown;
        };
        ErrorEnvelope: {
            /** @enum {boolean} */
            success: false;
            /**
             * @description Always null on failure.
             * @enum {object|null}
             */
            data: never | null;
            error: components["schemas"]["Error"];
            traceId: components["schemas"]["TraceId"];
        };
        /**
         * @description Always null on success.
         * @enum {object|null}
         */
        NoError: never | null;
        /**
         * @description The tenant the row belongs to; always the tenant of the key.
         * @example acme
         */
        TenantId: string;
        /**
         * @description ISO 4217 currency code.
         * @example USD
         */
        Currency: string;
        /**
         * @description An amount in the row's currency, with at most two decimals.
         * @example 356.4
         */
        Money: number;
        Count: number;
        Pagination: {
            /** @description How many items match, over all pages. */
            total: number;
            page: number;
            page_size: number;
            /** @description The number of non-empty pages (0 when nothing matches). */
            total_pages: number;
        };
        Status: {
            /** @enum {string} */
            service: "marketing";
            /**
             * @description `degraded` when the data store does not answer.
             * @enum {string}
             */
            status: "ok" | "degraded";
            /** @description The interface version of this description. */
            version: string;
            store: {
                /** @enum {string} */
                engine: "sqlite" | "postgres";
                available: boolean;
            };
        };
        StatusResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Status"];
            error: components["schemas"]["NoError"];
            traceId: components["schemas"]["TraceId"];
        };
        CatalogResource: {
            /**
             * @description The resource's path below the base path.
             * @example seo/audits
             */
            name: string;
            /** @enum {string} */
            group: "seo" | "social" | "ads";
            path: string;
            operation_id: string;
            summary: string;
            /** @description The fields of each item. */
            fields: string[];
            /** @description The query parameters that filter the list (besides `page` and `page_size`). */
            filters: string[];
        };
        CatalogEndpoint: {
            /**
             * @description The HTTP method, upper case.
             * @example GET
             */
            method: string;
            path: string;
            operation_id: string;
            summary: string;
            requires_api_key: boolean;
            query_parameters: string[];
        };
        Catalog: {
            service: string;
            version: string;
            base_path: string;
            authentication: {
                /** @enum {string} */
                type: "apiKey";
                /** @enum {string} */
                in: "header";
                name: string;
            };
            resources: components["schemas"]["CatalogResource"][];
            endpoints: components["schemas"]["CatalogEndpoint"][];
        };
        CatalogResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Catalog"];
            error: components["schemas"]["NoError"];
            traceId: components["schemas"]["TraceId"];
        };
        Summary: {
            tenant_id: components["schemas"]["TenantId"];
            seo: {
                audits: components["schemas"]["Count"];
                keywords: components["schemas"]["Count"];
                serp_rankings: components["schemas"]["Count"];
                total: components["schemas"]["Count"];
            };
            social: {
                posts: components["schemas"]["Count"];
                engagements: components["schemas"]["Count"];
                total: components["schemas"]["Count"];
            };
            ads: {
                campaigns: components["schemas"]["Count"];
                performance: components["schemas"]["Count"];
                total: components["schemas"]["Count"];
            };
            total: components["schemas"]["Count"];
        };
        SummaryResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Summary"];
            error: components["schemas"]["NoError"];
            traceId: components["schemas"]["TraceId"];
        };
        SeoAudit: {
            id: string;
            tenant_id: components["schemas"]["TenantId"];
            /**
             * Format: uri
             * @description The audited site.
             */
            site: string;
            /** @description The overall health score. */
            score: number;
            pages_crawled: components["schemas"]["Count"];
            /** @description Issues found, by severity. */
            issues: {
                critical: components["schemas"]["Count"];
                warning: components["schemas"]["Count"];
                notice: components["schemas"]["Count"];
            };
            /** Format: date-time */
            audited_at: string;
        };
        SeoAuditPage: components["schemas"]["Pagination"] & {
            items: components["schemas"]["SeoAudit"][];
        };
        SeoAuditPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["SeoAuditPage"];
            error: components["schemas"]["NoError"];
            traceId: components["schemas"]["TraceId"];
        };
        /** @enum {string} */
        KeywordIntent: "informational" | "navigational" | "commercial" | "transactional";
        Keyword: {
            id: string;
            tenant_id: components["schemas"]["TenantId"];
            keyword: string;
            /** @description Average monthly searches. */
            search_volume: number;
            /** @description How hard ranking for the keyword is, 0 (easy) to 100. */
            difficulty: number;
            /** @description Average cost per click. */
            cpc: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            intent: components["schemas"]["KeywordIntent"];
        };
        KeywordPage: components["schemas"]["Pagination"] & {
            items: components["schemas"]["Keyword"][];
        };
        KeywordPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["KeywordPage"];
            error: components["schemas"]["NoError"];
            traceId: components["schemas"]["TraceId"];
        };
        /** @enum {string} */
        SearchEngine: "google" | "bing";
        /** @enum {string} */
        Device: "desktop" | "mobile";
        SerpRanking: {
            id: string;
            tenant_id: components["schemas"]["TenantId"];
            keyword_id: string;
            keyword: string;
            engine: components["schemas"]["SearchEngine"];
            device: components["schemas"]["Device"];
            /** @description The rank of the tenant's best result (1 is the top). */
            position: number;
            /**
             * Format: uri
             * @description The tenant's page that ranks.
             */
            url: string;
            /** Format: date-time */
            checked_at: string;
        };
        SerpRankingPage: components["schemas"]["Pagination"] & {
            items: components["schemas"]["SerpRanking"][];
        };
        SerpRankingPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["SerpRankingPage"];
            error: components["schemas"]["NoError"];
            traceId: components["schemas"]["TraceId"];
        };
        /** @enum {string} */
        SocialNetwork: "facebook" | "instagram" | "linkedin" | "x" | "tiktok";
        /** @enum {string} */
        PostStatus: "draft" | "scheduled" | "published" | "failed";
        PostId: string;
        SocialPost: {
            id: components["schemas"]["PostId"];
            tenant_id: components["schemas"]["TenantId"];
            network: components["schemas"]["SocialNetwork"];
            status: components["schemas"]["PostStatus"];
            /** @description The text of the post. */
            content: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the post is (or was) due; null for drafts and posts published directly.
             */
            scheduled_at: string | null;
            /**
             * Format: date-time
             * @description When the post went out; set for published posts only.
             */
            published_at: string | null;
            /** @description Why publishing failed; set for failed posts only. */
            failure_reason: string | null;
        };
        SocialPostPage: components["schemas"]["Pagination"] & {
            items: components["schemas"]["SocialPost"][];
        };
        SocialPostPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["SocialPostPage"];
            error: components["schemas"]["NoError"];
            traceId: components["schemas"]["TraceId"];
        };
        SocialEngagement: {
            id: string;
            tenant_id: components["schemas"]["TenantId"];
            post_id: components["schemas"]["PostId"];
            network: components["schemas"]["SocialNetwork"];
            /**
             * Format: date
             * @description The day the counts cover (UTC).
             */
            date: string;
            likes: components["schemas"]["Count"];
            comments: components["schemas"]["Count"];
            shares: components["schemas"]["Count"];
            /** @description Unique accounts that saw the post that day. */
            reach: components["schemas"]["Count"];
            clicks: components["schemas"]["Count"];
        };
        SocialEngagementPage: components["schemas"]["Pagination"] & {
            items: components["schemas"]["SocialEngagement"][];
        };
        SocialEngagementPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["SocialEngagementPage"];
            error: components["schemas"]["NoError"];
            traceId: components["schemas"]["TraceId"];
        };
        /** @enum {string} */
        CampaignStatus: "draft" | "active" | "paused" | "completed";
        CampaignId: string;
        AdCampaign: {
            id: components["schemas"]["CampaignId"];
            tenant_id: components["schemas"]["TenantId"];
            name: string;
            /**
             * @description The ad network the campaign runs on.
             * @enum {string}
             */
            channel: "google_ads" | "microsoft_ads" | "meta_ads" | "linkedin_ads";
            /** @description The total budget of the campaign's period. */
            budget: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            /** Format: date */
            start_date: string;
            /**
             * Format: date
             * @description The last day (inclusive); null for an open-ended campaign.
             */
            end_date: string | null;
            status: components["schemas"]["CampaignStatus"];
        };
        AdCampaignPage: components["schemas"]["Pagination"] & {
            items: components["schemas"]["AdCampaign"][];
        };
        AdCampaignPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AdCampaignPage"];
            error: components["schemas"]["NoError"];
            traceId: components["schemas"]["TraceId"];
        };
        AdPerformance: {
            id: string;
            tenant_id: components["schemas"]["TenantId"];
            campaign_id: components["schemas"]["CampaignId"];
            /**
             * Format: date
             * @description The day the figures cover (UTC).
             */
            date: string;
            impressions: components["schemas"]["Count"];
            clicks: components["schemas"]["Count"];
            conversions: components["schemas"]["Count"];
            spend: components["schemas"]["Money"];
            /** @description Revenue attributed to the campaign that day. */
            revenue: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            /** @description Return on ad spend, `revenue / spend` rounded to two decimals; null when `spend` is 0. */
            roas: number | null;
        };
        AdPerformancePage: components["schemas"]["Pagination"] & {
            items: components["schemas"]["AdPerformance"][];
        };
        AdPerformancePageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AdPerformancePage"];
            error: components["schemas"]["NoError"];
            traceId: components["schemas"]["TraceId"];
        };
        /** @description An OpenAPI 3.0.3 document. */
        OpenApiDocument: {
            openapi: string;
            info: Record<string, never>;
            paths: Record<string, never>;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /**
         * @description The request did not arrive in time: its line and headers took longer than the server waits
         *     (node's `headersTimeout`, 60 seconds), the whole request longer than `requestTimeout`
         *     (300 seconds), or a body the operation reads did not arrive whole within 30 seconds of the
         *     server starting to read it (`REQUEST_BODY_TIMEOUT_MS`; message `The request body did not
         *     arrive within 30000 ms.`). The connection is closed.
         */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The `Expect` header names an expectation other than `100-continue`, the only one this
         *     server supports (RFC 9110 section 10.1.1). The request is not processed and the
         *     connection is closed.
         */
        ExpectationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The request line and headers together are larger than the server accepts (16 KiB, node's
         *     `--max-http-header-size`): a very long URL or query, or many or large cookies. The
         *     connection is closed.
         */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description Too many requests: per API key (`MARKETING_RATE_LIMIT`, default 600 per 60 seconds); per
         *     tenant, all its keys together, when the operator sets `MARKETING_TENANT_RATE_LIMIT` (off by
         *     default; the `RateLimit` fields then name both budgets); or, from one client address, too many requests with a missing or refused key
         *     (`AUTH_FAILURE_RATE_LIMIT`, default 60 per 60 seconds; past it every request from that
         *     address, a valid key's too, until the window ends). Retry after `Retry-After` seconds.
         */
        RateLimited: {
            headers: {
                /** @description Seconds until the budget is renewed. */
                "Retry-After"?: number;
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The request does not match this description: an unknown query parameter, a value out
         *     of bounds (`page` below 1, `page_size` outside 1 to 100), a value of the wrong type, an
         *     unknown filter value, or `from` after `to`. `details` names each offending parameter.
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The `X-Api-Key` header is missing, or the key is unknown, revoked, malformed or not a
         *     marketing key. Every case gets this same answer.
         */
        Unauthorized: {
            headers: {
                /** @description The scheme and header this service expects. */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The path exists but not with this method; `Allow` lists the methods it has. */
        MethodNotAllowed: {
            headers: {
                /** @description The methods this path supports. */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The `Accept` header excludes every media type this operation can produce (send `Accept: application/json`). */
        NotAcceptable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request carries a body larger than 1 MiB. No operation here takes a body. A body whose declared `Content-Length` is over the limit is refused before any of it is read (with `Expect: 100-continue`, instead of `100 Continue`); a chunked or compressed body is cut when the bytes received, or decoded, pass the limit. The connection is closed, so the rest of the body is not read. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request carries a body in a `Content-Encoding` this service does not read. No operation here takes a body. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description An unexpected failure. Report the time, the endpoint and the `traceId`. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The data store cannot be reached (`/status` shows it as unavailable meanwhile), or could not serve this request in time (`STORE_TIMEOUT_MS`, default 2 seconds, for one read of the store or for a free connection to it; or, for a list, the tenant already had `STORE_READS_PER_TENANT`, default 5, pages being read and none came free within a second); the latter concerns this request alone. Retry later. */
        StoreUnavailable: {
            headers: {
                /** @description Seconds to wait before retrying. After repeated store failures the service stops calling the store for a few seconds (a circuit breaker) and answers this 503 at once; then it is the time until it tries the store again. Otherwise 1. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description The page to return, from 1. A page past the last one is empty.
         * @example 1
         */
        Page: number;
        /**
         * @description How many items a page holds, 1 to 100.
         * @example 20
         */
        PageSize: number;
        /**
         * @description Only rows of this day or later (`YYYY-MM-DD`). Must not be after `to`.
         * @example 2026-02-01
         */
        DateFrom: string;
        /**
         * @description Only rows of this day or earlier (`YYYY-MM-DD`), inclusive.
         * @example 2026-02-28
         */
        DateTo: string;
        /**
         * @description Only posts in this status.
         * @example scheduled
         */
        PostStatus: components["schemas"]["PostStatus"];
        /**
         * @description Only posts on this network.
         * @example linkedin
         */
        SocialNetwork: components["schemas"]["SocialNetwork"];
        /**
         * @description Only the engagement of this post.
         * @example pst_5a0e3b8c17
         */
        PostId: components["schemas"]["PostId"];
        /**
         * @description Only campaigns in this status.
         * @example active
         */
        CampaignStatus: components["schemas"]["CampaignStatus"];
        /**
         * @description Only the performance of this campaign.
         * @example cmp_9e4b27d0c3
         */
        CampaignId: components["schemas"]["CampaignId"];
        /**
         * @description Only rankings on this search engine.
         * @example google
         */
        SearchEngine: components["schemas"]["SearchEngine"];
        /**
         * @description Only rankings on this device class.
         * @example mobile
         */
        Device: components["schemas"]["Device"];
        /**
         * @description Only keywords of this search intent.
         * @example commercial
         */
        KeywordIntent: components["schemas"]["KeywordIntent"];
    };
    requestBodies: never;
    headers: {
        /** @description What is left of the budget: `"<policy>";r=<remaining>;t=<seconds to reset>` (draft-ietf-httpapi-ratelimit-headers); with `MARKETING_TENANT_RATE_LIMIT` set, a list of two, the key's then the tenant's (`marketing-tenant`). */
        RateLimit: string;
        /** @description The budget: `"<policy>";q=<requests>;w=<window seconds>`; a list of two with `MARKETING_TENANT_RATE_LIMIT` set. */
        RateLimitPolicy: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SummaryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listSeoAudits: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, from 1. A page past the last one is empty.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds, 1 to 100.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of site audits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeoAuditPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listSeoKeywords: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, from 1. A page past the last one is empty.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds, 1 to 100.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Only keywords of this search intent.
                 * @example commercial
                 */
                intent?: components["parameters"]["KeywordIntent"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of keywords. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listSerpRankings: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, from 1. A page past the last one is empty.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds, 1 to 100.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Only rankings on this search engine.
                 * @example google
                 */
                engine?: components["parameters"]["SearchEngine"];
                /**
                 * @description Only rankings on this device class.
                 * @example mobile
                 */
                device?: components["parameters"]["Device"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of rankings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerpRankingPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listSocialPosts: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, from 1. A page past the last one is empty.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds, 1 to 100.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Only posts in this status.
                 * @example scheduled
                 */
                status?: components["parameters"]["PostStatus"];
                /**
                 * @description Only posts on this network.
                 * @example linkedin
                 */
                network?: components["parameters"]["SocialNetwork"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialPostPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listSocialEngagements: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, from 1. A page past the last one is empty.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds, 1 to 100.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Only rows of this day or later (`YYYY-MM-DD`). Must not be after `to`.
                 * @example 2026-02-01
                 */
                from?: components["parameters"]["DateFrom"];
                /**
                 * @description Only rows of this day or earlier (`YYYY-MM-DD`), inclusive.
                 * @example 2026-02-28
                 */
                to?: components["parameters"]["DateTo"];
                /**
                 * @description Only the engagement of this post.
                 * @example pst_5a0e3b8c17
                 */
                post_id?: components["parameters"]["PostId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of daily engagement rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialEngagementPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listAdCampaigns: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, from 1. A page past the last one is empty.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds, 1 to 100.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Only campaigns in this status.
                 * @example active
                 */
                status?: components["parameters"]["CampaignStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of campaigns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdCampaignPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listAdPerformance: {
        parameters: {
            query?: {
                /**
                 * @description The page to return, from 1. A page past the last one is empty.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds, 1 to 100.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Only rows of this day or later (`YYYY-MM-DD`). Must not be after `to`.
                 * @example 2026-02-01
                 */
                from?: components["parameters"]["DateFrom"];
                /**
                 * @description Only rows of this day or earlier (`YYYY-MM-DD`), inclusive.
                 * @example 2026-02-28
                 */
                to?: components["parameters"]["DateTo"];
                /**
                 * @description Only the performance of this campaign.
                 * @example cmp_9e4b27d0c3
                 */
                campaign_id?: components["parameters"]["CampaignId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of daily performance rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdPerformancePageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getOpenApiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getOpenApiYaml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
}
