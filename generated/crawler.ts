/**
 * This file was generated from the OpenAPI spec by `npm run generate` (openapi-typescript).
 * Do not edit it by hand: change the spec and regenerate.
 */

export interface paths {
    "/api/public/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Platform health
         * @description Whether the platform is up, its version, the store mode (`sqlite` or `postgres`),
         *     the index prefix (`CRAWLER_INDEX_PREFIX`, the prefix of the platform's cache and
         *     index keys) and a summary of the storage connection: host and database name only,
         *     never a user name, password or connection URL. The store is pinged; when it cannot
         *     be reached the answer is still 200, with `status` `degraded` and `storage.reachable` false.
         */
        get: operations["getHealth"];
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
         * API catalog
         * @description Every operation of this API with its method, path, purpose and a sample payload.
         *     The catalog is derived from this document when the service starts (each operation's
         *     summary, description, parameter examples and first request example), so it always
         *     matches what is served.
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
    "/api/public/v1/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Platform capabilities
         * @description A summary of each capability of the platform, the operations that serve it and its limits.
         */
        get: operations["getFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant's crawl sources
         * @description The tenant's crawl sources with URL, legal status, robots status and schedule, by id.
         *     An unknown tenant is 404; a known tenant without sources gets an empty list.
         */
        get: operations["listSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant's crawl jobs
         * @description The tenant's crawl jobs with their cadence (a cron expression and its time zone),
         *     enabled state, the sources they crawl (in order) and their parser rules, by id.
         *     An unknown tenant is 404; a known tenant without jobs gets an empty list.
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/runs/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant's latest worker runs
         * @description The latest worker run of each job and source pair of the tenant, newest first: its
         *     outcome (`success`, `failure`, `http_403` when the site refused with HTTP 403,
         *     `captcha` when a CAPTCHA was served instead of content) and quality indicators
         *     (records extracted, the share of required fields left empty, the share of records
         *     that duplicated earlier ones, and the duration). An unknown tenant is 404; a known
         *     tenant without runs gets an empty list.
         */
        get: operations["listLatestRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/crawl/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Crawl job dry run
         * @description Estimates what one run of a job would yield, from the job's sources and the latest
         *     run of each; nothing is fetched and nothing is written.
         *
         *     A source is left out of the estimate when its legal status is not `approved`, when
         *     its robots status is `disallowed`, or when its latest run was refused with HTTP 403
         *     or stopped by a CAPTCHA. Every other source counts the records of its latest run
         *     (a source without a run counts 0). The sum is capped at `maxRecords` (1 to 100000).
         *
         *     Each exclusion, a disabled job, a failed or missing last run and the cap are
         *     reported in the envelope's `warnings`, and per source in `data.sources[].issues`.
         *     The quality summary averages the latest runs of the included sources, weighted by
         *     their records. A job of another tenant is as unknown as a job that does not exist (404).
         */
        post: operations["simulateCrawl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/parser-rule/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Parser-rule suggestion
         * @description Suggests extraction rules (a CSS selector and an equivalent XPath each) for a page,
         *     given either its HTML (`html`) or its address (`url`), exactly one of the two (the
         *     schema's `oneOf`); both or neither is 400 `VALIDATION_FAILED`. A `url` is fetched through the guarded fetcher
         *     (bodies up to 5 MB; a non-public address is 400 `FETCH_BLOCKED`; a failed, refused
         *     or timed-out fetch is 502 `FETCH_FAILED`). `sampleValues`, texts the caller expects
         *     to extract, steer the suggestions towards the elements that contain them.
         *
         *     Pages over 2 KiB are analysed on a worker thread within the per-request budget
         *     (`CPU_BUDGET_MS`, default 5000 ms); past it the work is stopped and the answer is 503
         *     `CPU_BUDGET_EXCEEDED`. The analysis grows about linearly with the page: a page of
         *     the maximum size fits the default budget on an idle two-core machine.
         */
        post: operations["suggestParserRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/quality/dedupe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate check
         * @description Whether `body` is likely a duplicate of one of `existingBodies`, by an exact check on
         *     a hash of the normalised text and a similarity score against each existing body.
         *
         *     Normalisation: Unicode NFKC; lowercase; delete punctuation (P), symbols (S), format
         *     characters (Cf) and non-whitespace controls; collapse white space to one space; trim.
         *     `contentHash` is the SHA-256 (hex) of the normalised body. Similarity is the
         *     Sørensen–Dice coefficient over character trigrams of the normalised texts.
         *     A body is a likely duplicate when it matches an existing body exactly after
         *     normalisation, or when its best similarity is at least the threshold, **0.85**.
         *     `bestMatch` is the most similar existing body (the lowest index on ties), or null
         *     when `existingBodies` is empty. The title is bounded but not compared (existing
         *     bodies carry no titles).
         *
         *     Bounds: `title` at most 1000 characters, `body` and each existing body at most 20000
         *     characters (Unicode code points), at most 10000 existing bodies, and the whole request
         *     at most 16 MiB. The tenant must be known (404 otherwise). Requests over 64 Ki characters
         *     in all are computed on a worker thread within the per-request budget (`CPU_BUDGET_MS`,
         *     default 5000 ms); past it the answer is 503 `CPU_BUDGET_EXCEEDED`.
         */
        post: operations["checkDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/compliance/robots-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * robots.txt check
         * @description Whether robots.txt allows `userAgent` to crawl `url`, per RFC 9309: the groups naming
         *     the user-agent's product token apply (else the `*` groups); of the matching rules the
         *     longest pattern wins, and `allow` wins a tie; `/robots.txt` itself is always allowed.
         *
         *     With `robotsTxt` the given text is judged (`source` `inline`). Without it,
         *     `<origin of url>/robots.txt` is fetched through the guarded fetcher, and the outcome
         *     decides: a 2xx answer is parsed (`fetched`); a 4xx, or redirects that cannot be
         *     followed, means no restrictions (`unavailable`, allowed); a 5xx, a network failure or
         *     a timeout means complete disallow (`unreachable`, disallowed). A non-public address
         *     is 400 `FETCH_BLOCKED`.
         *
         *     Outcomes are cached per origin: a fetched or unavailable robots.txt for 24 hours
         *     (RFC 9309 section 2.4), an unreachable one for 5 minutes. The cache is in Redis when
         *     the service runs with `REDIS_URL` (keys under the index prefix), else in the process.
         *     `fetchedAt` and `cached` tell when the outcome was fetched and whether it came from
         *     the cache. At most 500 KiB of a robots.txt are parsed. A robots.txt over 64 KiB is
         *     parsed and evaluated on a worker thread within the per-request budget
         *     (`CPU_BUDGET_MS`, default 5000 ms); past it the answer is 503 `CPU_BUDGET_EXCEEDED`.
         */
        post: operations["checkRobots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/scheduler/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule preview
         * @description The next `count` run times (1 to 100, default 5) of a cron expression after `from`
         *     (an RFC 3339 date-time with an offset; default now), evaluated in `timezone` (an IANA
         *     name, default UTC) and returned as ISO 8601 instants in UTC. A run exactly at `from`
         *     is not listed.
         *
         *     Expressions have 5 fields (minute hour day-of-month month day-of-week) or 6 with
         *     seconds first: `*`, `?`, lists, ranges, steps, JAN-DEC, SUN-SAT, `L` and `#`.
         *     A nickname may stand for the whole expression, in any letter case: `@yearly` and
         *     `@annually` (`0 0 1 1 *`), `@monthly` (`0 0 1 * *`), `@weekly` (`0 0 * * 0`),
         *     `@daily` and `@midnight` (`0 0 * * *`), `@hourly` (`0 * * * *`), `@minutely`
         *     (`* * * * *`), `@secondly` (every second), `@weekdays` (`0 0 * * 1-5`) and `@weekends`
         *     (`0 0 * * 0,6`), each in `timezone`; `cron` in the answer is the nickname as sent.
         *     `@reboot` (no time) and Jenkins-style `H` (a random value) are refused. A bad
         *     expression, count, time zone or `from` is 400 naming the field and the reason (the
         *     schema says it with the formats `cron` and `iana-time-zone`).
         *
         *     Daylight-saving time, in the given time zone:
         *     - Spring forward (a local time that does not exist, e.g. 02:30 on 2026-03-29 in
         *       Europe/Berlin): a job for a fixed hour in the gap runs once, one hour later in wall
         *       time (03:30 CEST); jobs with a wildcard hour simply have no run in the missing hour.
         *     - Fall back (a local hour that occurs twice, e.g. 02:00-02:59 on 2026-10-25 in
         *       Europe/Berlin): a job for a fixed hour in the repeated hour runs only in its first
         *       occurrence; a job with a wildcard hour runs in both, following elapsed time.
         */
        post: operations["previewSchedule"];
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
         * @description The OpenAPI 3.0.3 document of this service, as served, with the examples and test payloads of every operation.
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
        /** @description Human-readable remarks about an otherwise successful answer; empty when there are none. */
        Warnings: string[];
        /**
         * @description A tenant id (lowercase letters, digits and hyphens).
         * @example acme
         */
        TenantId: string;
        /**
         * @description A stable machine-readable error identifier.
         * @enum {string}
         */
        ErrorCode: "VALIDATION_FAILED" | "RATE_LIMITED" | "MALFORMED_JSON" | "FETCH_BLOCKED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "INTERNAL" | "RESPONSE_VALIDATION_FAILED" | "FETCH_FAILED" | "STORE_UNAVAILABLE" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "EXPECTATION_FAILED" | "HEADERS_TOO_LARGE" | "CPU_BUDGET_EXCEEDED";
        Error: {
            code: components["schemas"]["ErrorCode"];
            /** @description A human-readable explanation. */
            message: string;
            /**
             * @description Structured details. For `VALIDATION_FAILED` a list of problems, each
             *     `{location, path, message}` (`location` is `query` or `body`, `path` the field);
             *     for `FETCH_BLOCKED` and `FETCH_FAILED` an object with the `reason`. A refused
             *     address (`reason: address`) names the `host`; the address `range` (`loopback`,
             *     `private`, `linkLocal`...) is given only when the URL names a literal IP address,
             *     never for a host name, so that answers do not tell where internal names point.
             *     For `CPU_BUDGET_EXCEEDED`, an object with the `budgetMs`.
             *     A `VALIDATION_FAILED` answer lists at most 20 problems, each `{location, path, message}`; when there were more, `message` says how many (a body of more than 10,000 values is checked only up to its first problem, and `message` says so). Strings in `details` are cut at 300 characters and lists at 20 entries, so an error answer stays under about 8 KB whatever the request held.
             */
            details?: unknown;
        };
        ErrorEnvelope: {
            /** @enum {boolean} */
            success: false;
            traceId: components["schemas"]["TraceId"];
            error: components["schemas"]["Error"];
            /** @description Always empty on failures. */
            warnings: string[];
        };
        /** @enum {string} */
        StoreMode: "sqlite" | "postgres";
        Health: {
            /**
             * @description `degraded` when the store cannot be reached.
             * @enum {string}
             */
            status: "ok" | "degraded";
            /** @description The service version (the interface version of this document). */
            version: string;
            storeMode: components["schemas"]["StoreMode"];
            /** @description The prefix of the platform's cache and index keys (`CRAWLER_INDEX_PREFIX`, default `crawl_`). */
            indexPrefix: string;
            storage: components["schemas"]["StorageSummary"];
            /**
             * @description Where robots.txt outcomes are cached (Redis when `REDIS_URL` is set).
             * @enum {string}
             */
            robotsCache: "memory" | "redis";
        };
        /** @description Where the data lives; never a user name, password or connection URL. */
        StorageSummary: {
            engine: components["schemas"]["StoreMode"];
            /** @description Host and port of the PostgreSQL server; null for the embedded SQLite store. */
            host: string | null;
            /** @description The PostgreSQL database name, or the SQLite file name. */
            database: string;
            /** @description Whether the store answered a ping just now. */
            reachable: boolean;
        };
        HealthResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["Health"];
            warnings: components["schemas"]["Warnings"];
        };
        CatalogEntry: {
            operationId: string;
            /** @enum {string} */
            method: "GET" | "POST";
            /** @description The full path, prefix included. */
            path: string;
            /** @description The operation's summary. */
            purpose: string;
            /** @description The first paragraph of the operation's description. */
            description: string;
            tags: string[];
            requiresSignIn: boolean;
            /** @description Example query parameters, or null when the operation takes none. */
            sampleQuery: {
                [key: string]: string;
            } | null;
            /** @description The first request example, or null when the operation takes no body. */
            samplePayload: {
                [key: string]: unknown;
            } | null;
        };
        Catalog: {
            basePath: string;
            /** @description Where this document is served. */
            specUrl: string;
            operationCount: number;
            apis: components["schemas"]["CatalogEntry"][];
        };
        CatalogResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["Catalog"];
            warnings: components["schemas"]["Warnings"];
        };
        Feature: {
            id: string;
            title: string;
            summary: string;
            /** @description The operationIds that serve this capability. */
            operations: string[];
            /** @description Numeric limits of the capability, by name. */
            limits: {
                [key: string]: number;
            };
        };
        Features: {
            features: components["schemas"]["Feature"][];
        };
        FeaturesResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["Features"];
            warnings: components["schemas"]["Warnings"];
        };
        /**
         * Format: cron
         * @description A cron expression of 5 fields (minute hour day-of-month month day-of-week) or 6 with
         *     seconds first, or a nickname such as `@daily`, as `POST /scheduler/preview` describes
         *     them. Format `cron` (this API's own, not a JSON Schema format): exactly the expressions
         *     that operation accepts; values out of a field's range (minute 60), a day that never
         *     occurs in the given months (30 February), Jenkins-style `H` and `@reboot` are not.
         *     Validators that do not know the format ignore it.
         * @example 0 6 * * *
         */
        Cron: string;
        /**
         * Format: iana-time-zone
         * @description An IANA time zone name (`Europe/Berlin`, `UTC`). Format `iana-time-zone` (this API's
         *     own, not a JSON Schema format): a name of the IANA time zone database as the server's
         *     ICU knows it, links such as `US/Pacific` included, in any letter case. Validators that
         *     do not know the format ignore it.
         * @example Europe/Berlin
         */
        TimeZone: string;
        LegalStatus: {
            /**
             * @description Whether crawling the source is cleared legally; only `approved` sources are crawled.
             * @enum {string}
             */
            status: "approved" | "pending_review" | "restricted";
            /** Format: date-time */
            reviewedAt: string | null;
            note: string | null;
        };
        RobotsStatus: {
            /**
             * @description What robots.txt said for the source's paths at the last check; `unknown` when never checked.
             * @enum {string}
             */
            status: "allowed" | "partially_allowed" | "disallowed" | "unknown";
            /** Format: date-time */
            checkedAt: string | null;
        };
        SourceSchedule: {
            cron: components["schemas"]["Cron"];
            timezone: components["schemas"]["TimeZone"];
            /** @description The pause between two requests to the source. */
            crawlDelaySeconds: number;
        };
        Source: {
            id: string;
            tenantId: components["schemas"]["TenantId"];
            name: string;
            /** Format: uri */
            url: string;
            legalStatus: components["schemas"]["LegalStatus"];
            robotsStatus: components["schemas"]["RobotsStatus"];
            schedule: components["schemas"]["SourceSchedule"];
        };
        SourceList: {
            tenantId: components["schemas"]["TenantId"];
            total: number;
            items: components["schemas"]["Source"][];
        };
        SourceListResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["SourceList"];
            warnings: components["schemas"]["Warnings"];
        };
        JobParserRule: {
            /** @description The record field the rule fills. */
            field: string;
            css: string;
            xpath: string;
            /** @description Whether an empty value counts towards the run's empty-field rate. */
            required: boolean;
        };
        Job: {
            id: string;
            tenantId: components["schemas"]["TenantId"];
            name: string;
            cadence: {
                cron: components["schemas"]["Cron"];
                timezone: components["schemas"]["TimeZone"];
            };
            enabled: boolean;
            /** @description The sources the job crawls, in order. */
            sourceIds: string[];
            parserRules: components["schemas"]["JobParserRule"][];
        };
        JobList: {
            tenantId: components["schemas"]["TenantId"];
            total: number;
            items: components["schemas"]["Job"][];
        };
        JobListResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["JobList"];
            warnings: components["schemas"]["Warnings"];
        };
        /**
         * @description `http_403`: the site refused with HTTP 403; `captcha`: a CAPTCHA was served instead of content.
         * @enum {string}
         */
        RunStatus: "success" | "failure" | "http_403" | "captcha";
        Rate: number;
        RunQuality: {
            /** @description Records extracted. */
            records: number;
            /** @description The share of required fields left empty, over all records. */
            emptyFieldRate: components["schemas"]["Rate"];
            /** @description The share of records that duplicated records seen before. */
            duplicateRate: components["schemas"]["Rate"];
            durationMs: number;
        };
        Run: {
            id: string;
            tenantId: components["schemas"]["TenantId"];
            jobId: string;
            sourceId: string;
            status: components["schemas"]["RunStatus"];
            /** @description The last HTTP status the source answered; null when it never answered. */
            httpStatus: number | null;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string;
            /** @description What went wrong, for runs that did not succeed. */
            error: string | null;
            quality: components["schemas"]["RunQuality"];
        };
        RunList: {
            tenantId: components["schemas"]["TenantId"];
            total: number;
            items: components["schemas"]["Run"][];
        };
        RunListResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["RunList"];
            warnings: components["schemas"]["Warnings"];
        };
        CrawlSimulationRequest: {
            tenantId: components["schemas"]["TenantId"];
            jobId: string;
            /** @description The most records the run may produce; the estimate is capped at it. */
            maxRecords: number;
        };
        /**
         * @description The first four leave the source out of the estimate; `last_run_failed` and
         *     `no_previous_run` only qualify its estimate.
         * @enum {string}
         */
        SourceIssue: "legal_not_approved" | "robots_disallowed" | "blocked_http_403" | "blocked_captcha" | "last_run_failed" | "no_previous_run";
        SimulatedSource: {
            sourceId: string;
            /** Format: uri */
            url: string;
            included: boolean;
            estimatedRecords: number;
            lastRun: {
                runId: string;
                status: components["schemas"]["RunStatus"];
                /** Format: date-time */
                finishedAt: string;
            } | null;
            issues: components["schemas"]["SourceIssue"][];
        };
        SimulationQuality: {
            /** @description The latest runs of included sources that the averages come from. */
            runsConsidered: number;
            /** @description Record-weighted mean of those runs; null when they have no records. */
            expectedEmptyFieldRate: number | null;
            /** @description Record-weighted mean of those runs; null when they have no records. */
            expectedDuplicateRate: number | null;
            /** @description The sum of those runs' durations (the job crawls its sources one after another); null without runs. */
            expectedDurationMs: number | null;
            /** @description How the latest runs of all the job's sources ended. */
            lastRunStatuses: {
                success: number;
                failure: number;
                http_403: number;
                captcha: number;
            };
        };
        CrawlSimulation: {
            tenantId: components["schemas"]["TenantId"];
            jobId: string;
            jobEnabled: boolean;
            maxRecords: number;
            /** @description The estimate, at most `maxRecords`. */
            estimatedRecords: number;
            uncappedEstimate: number;
            capped: boolean;
            /** @enum {boolean} */
            networkAccess: false;
            /** @enum {boolean} */
            dataWritten: false;
            sources: components["schemas"]["SimulatedSource"][];
            quality: components["schemas"]["SimulationQuality"];
        };
        CrawlSimulationResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["CrawlSimulation"];
            warnings: components["schemas"]["Warnings"];
        };
        /**
         * @description Exactly one of `html` (ParserRuleHtmlRequest) and `url` (ParserRuleUrlRequest), each
         *     with optional `sampleValues`: a body with both or neither matches no alternative.
         */
        ParserRuleRequest: components["schemas"]["ParserRuleHtmlRequest"] | components["schemas"]["ParserRuleUrlRequest"];
        /** @description Suggest rules for a page's HTML, given inline. */
        ParserRuleHtmlRequest: {
            /** @description The page's HTML, at most 5 MiB in UTF-8. */
            html: string;
            sampleValues?: components["schemas"]["ParserRuleSampleValues"];
        };
        /** @description Suggest rules for a page by its address. */
        ParserRuleUrlRequest: {
            /**
             * Format: uri
             * @description The page's address (http or https), fetched through the guarded fetcher.
             */
            url: string;
            sampleValues?: components["schemas"]["ParserRuleSampleValues"];
        };
        /** @description Texts the caller expects to extract. */
        ParserRuleSampleValues: string[];
        SuggestedRule: {
            /** @description A field name for the rule. */
            name: string;
            /** @description The rule as a CSS selector. A rule longer than 2,000 characters is not suggested (a warning says so). */
            css: string;
            /** @description The same rule as an XPath 1.0 expression. */
            xpath: string;
            /** @description How many elements of the page the rule matches. */
            matchCount: number;
            /** @description The values the rule extracts from its first matches (at most five) — the element's text, or for a link, image or time field the attribute it reads (href, src, alt, title or datetime). A value longer than 200 characters is cut there, its last character `…`. */
            samples: string[];
        };
        ParserRuleSuggestion: {
            /**
             * @description Where the HTML came from.
             * @enum {string}
             */
            source: "html" | "url";
            rules: components["schemas"]["SuggestedRule"][];
            /** @description The repeating element (a product card, a table row...) the rules extract from, when the page has one. */
            recordSelector: {
                css: string;
                xpath: string;
                matchCount: number;
            } | null;
        };
        ParserRuleResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["ParserRuleSuggestion"];
            warnings: components["schemas"]["Warnings"];
        };
        DedupeRequest: {
            tenantId: components["schemas"]["TenantId"];
            title: string;
            body: string;
            /** @description The bodies to compare against; `bestMatch.index` points into this list. */
            existingBodies: string[];
        };
        DedupeResult: {
            tenantId: components["schemas"]["TenantId"];
            isLikelyDuplicate: boolean;
            /** @description Whether an existing body equals the body after normalisation. */
            exactMatch: boolean;
            /** @description SHA-256, hex, of the normalised body. */
            contentHash: string;
            bestMatch: {
                index: number;
                similarity: number;
            } | null;
            /**
             * @description The similarity at or above which a body is a likely duplicate.
             * @enum {number}
             */
            threshold: 0.85;
            /** @description How many existing bodies were given. */
            comparedCount: number;
            algorithm: string;
            normalisation: string;
        };
        DedupeResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["DedupeResult"];
            warnings: components["schemas"]["Warnings"];
        };
        RobotsCheckRequest: {
            /**
             * Format: uri
             * @description The absolute http or https URL to be crawled.
             */
            url: string;
            /** @description The crawler's user-agent; its product token (the part before `/` or a space) selects the group. */
            userAgent: string;
            /** @description A robots.txt text to judge instead of fetching the site's; at most 500 KiB of it (UTF-8) are parsed. */
            robotsTxt?: string;
        };
        RobotsCheck: {
            allowed: boolean;
            url: string;
            userAgent: string;
            /** Format: uri */
            robotsTxtUrl: string;
            /**
             * @description `unavailable`: robots.txt answered 4xx (everything allowed); `unreachable`: 5xx, network failure or timeout (everything disallowed).
             * @enum {string}
             */
            source: "inline" | "fetched" | "unavailable" | "unreachable";
            /** @description The rule that decided; null when none matched or no robots.txt applied. */
            matchedRule: {
                /** @enum {string} */
                directive: "allow" | "disallow";
                pattern: string;
                /** @description The 1-based line of the rule in robots.txt. */
                line: number;
            } | null;
            /** @description The product token of the group applied, `*` for the fallback group, null for none. */
            group: string | null;
            /**
             * Format: date-time
             * @description When the robots.txt outcome was fetched (absent for inline text).
             */
            fetchedAt?: string;
            /** @description Whether the outcome came from the cache (absent for inline text). */
            cached?: boolean;
        };
        RobotsCheckResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["RobotsCheck"];
            warnings: components["schemas"]["Warnings"];
        };
        SchedulePreviewRequest: {
            cron: components["schemas"]["Cron"];
            /** @default 5 */
            count: number;
            /** @default UTC */
            timezone: components["schemas"]["TimeZone"];
            /**
             * Format: date-time
             * @description An RFC 3339 date-time with an offset; runs are strictly after it. Default now.
             */
            from?: string;
        };
        SchedulePreview: {
            cron: string;
            timezone: string;
            /** Format: date-time */
            from: string;
            /** @description The upcoming run times, ISO 8601 in UTC. */
            runs: string[];
        };
        SchedulePreviewResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["SchedulePreview"];
            warnings: components["schemas"]["Warnings"];
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
         * @description Too many simulations from one client address (crawl simulation, parser-rule
         *     suggestion and duplicate check share `CRAWLER_SIMULATION_RATE_LIMIT`, default 60 per
         *     60 seconds). Retry after `Retry-After` seconds.
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
         * @description The request does not match this description (unknown or invalid parameter, invalid body, malformed JSON).
         *     A JSON body must be UTF-8 (else `MALFORMED_JSON`), nest at most 64 levels, hold no more
         *     values than its schema allows (plus 1,000) and no NUL character in any string (each
         *     `VALIDATION_FAILED`).
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
         * @description The request does not match this description, or the address to fetch is refused by
         *     the guarded fetcher (`FETCH_BLOCKED`: not http(s), not an absolute URL, or a
         *     non-public address such as loopback, private or link-local).
         */
        FetchBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No tenant has this id. */
        TenantNotFound: {
            headers: {
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
        /** @description The `Accept` header excludes every media type this operation can produce. */
        NotAcceptable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body is larger than the limit (16 MiB). A body whose declared `Content-Length` is over the limit is refused before any of it is read (with `Expect: 100-continue`, instead of `100 Continue`); a chunked or compressed body is cut when the bytes received, or decoded, pass the limit. The connection is closed, so the rest of the body is not read. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body is not `application/json`. */
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
        /** @description The page could not be fetched (network failure, timeout, an HTTP error status, a body over 5 MB, or redirects that cannot be followed). */
        FetchFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The data store cannot be reached; retry later. */
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
        /**
         * @description The work for this request did not finish within the per-request budget
         *     (`CPU_BUDGET_MS`, default 5000 ms) and was stopped; nothing was kept. The budget counts
         *     from when the work is handed to a worker thread, waiting for a free one included, so
         *     whether an input fits depends on its size and on how busy the server is: a smaller
         *     input (page, sample values, existing bodies) needs less, and a retry later may fit
         *     when the server was busy. `details.budgetMs` is the budget.
         */
        OverBudget: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description `STORE_UNAVAILABLE`: the data store cannot be reached; retry later.
         *     `CPU_BUDGET_EXCEEDED`: the work for this request did not finish within the
         *     per-request budget (`CPU_BUDGET_MS`, default 5000 ms, waiting for a free worker thread
         *     included) and was stopped; a smaller input needs less. `details.budgetMs` is the budget.
         */
        StoreUnavailableOrOverBudget: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description The tenant whose data is asked for.
         * @example acme
         */
        TenantId: components["schemas"]["TenantId"];
    };
    requestBodies: never;
    headers: {
        /** @description What is left of the budget: `"simulations";r=<remaining>;t=<seconds to reset>` (draft-ietf-httpapi-ratelimit-headers). */
        RateLimit: string;
        /** @description The budget: `"simulations";q=<requests>;w=<window seconds>`. */
        RateLimitPolicy: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform's health. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
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
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The capabilities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeaturesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    listSources: {
        parameters: {
            query: {
                /**
                 * @description The tenant whose data is asked for.
                 * @example acme
                 */
                tenantId: components["parameters"]["TenantId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's sources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TenantNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listJobs: {
        parameters: {
            query: {
                /**
                 * @description The tenant whose data is asked for.
                 * @example acme
                 */
                tenantId: components["parameters"]["TenantId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TenantNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listLatestRuns: {
        parameters: {
            query: {
                /**
                 * @description The tenant whose data is asked for.
                 * @example acme
                 */
                tenantId: components["parameters"]["TenantId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TenantNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    simulateCrawl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrawlSimulationRequest"];
            };
        };
        responses: {
            /** @description The dry-run estimate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrawlSimulationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The tenant is unknown, or it has no job with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
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
    suggestParserRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParserRuleRequest"];
            };
        };
        responses: {
            /** @description The suggested rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParserRuleResponse"];
                };
            };
            400: components["responses"]["FetchBadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["FetchFailed"];
            503: components["responses"]["OverBudget"];
        };
    };
    checkDuplicate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DedupeRequest"];
            };
        };
        responses: {
            /** @description The duplicate check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DedupeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TenantNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailableOrOverBudget"];
        };
    };
    checkRobots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RobotsCheckRequest"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RobotsCheckResponse"];
                };
            };
            400: components["responses"]["FetchBadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["OverBudget"];
        };
    };
    previewSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchedulePreviewRequest"];
            };
        };
        responses: {
            /** @description The upcoming runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePreviewResponse"];
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
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
}
