/**
 * This file was generated from the OpenAPI spec by `npm run generate` (openapi-typescript).
 * Do not edit it by hand: change the spec and regenerate.
 */

export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Reports whether the service is up, its version, the public base URL and whether live crawling is enabled.
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
    "/api/v1/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Source catalog
         * @description The configured catalog of monitored sources, the keywords watched across them and the documents their changes affect.
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
    "/api/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Crawler runtime and report status
         * @description The number of sources, the report directory, a summary of the latest report, the
         *     pending-update state, and any report files that were skipped because they could not be read.
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
    "/api/v1/reports/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest crawler report
         * @description The newest readable report in the report directory, by `generatedAt`. When no report exists the answer is 404 in the envelope.
         */
        get: operations["getLatestReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending-update marker
         * @description Whether a `PENDING_UPDATE` marker file is present in the report directory. When none is pending, `hasPendingUpdate` is false and `state` is null.
         */
        get: operations["getPendingUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/crawl/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offline crawl simulation
         * @description A deterministic dry run over the first `sourceLimit` sources of the catalog. No external
         *     site is fetched and no report is written. Scenarios:
         *     `baseline` (every source answers; a source counts as changed when its keywords were seen before),
         *     `no-change` (every source answers unchanged),
         *     `partial-failure` (every third source times out),
         *     `all-failed` (no source answers).
         */
        post: operations["simulateCrawl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/member/integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Central member API integration
         * @description Metadata and endpoints of the central member API, the callback (return) URL, the permissions this service requires and the local-member operations that are disabled here.
         */
        get: operations["getMemberIntegration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/member/callback/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the return from central login
         * @description Shows how the return from central member login would be handled. Only `memberId`,
         *     `loginId` and `companyId` are accepted. Any token-like field in `returnedFields`
         *     (for example accessToken, refreshToken, idToken, token, password, secret, session…,
         *     matched case-insensitively) is refused and listed in `rejectedFields`; other unknown
         *     fields are listed in `ignoredFields`. Nothing is created: no member, no session, no cookie.
         */
        post: operations["simulateMemberCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
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
    "/api/v1/openapi.yaml": {
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
        ErrorCode: "VALIDATION_FAILED" | "MALFORMED_JSON" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "INTERNAL" | "RESPONSE_VALIDATION_FAILED" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "EXPECTATION_FAILED" | "HEADERS_TOO_LARGE";
        Error: {
            code: components["schemas"]["ErrorCode"];
            /** @description A human-readable explanation. */
            message: string;
            /**
             * @description Structured details, such as the list of validation problems.
             *     A `VALIDATION_FAILED` answer lists at most 20 problems, each `{location, path, message}`; when there were more, `message` says how many (a body of more than 10,000 values is checked only up to its first problem, and `message` says so). Strings in `details` are cut at 300 characters and lists at 20 entries, so an error answer stays under about 8 KB whatever the request held.
             */
            details?: unknown;
        };
        ErrorEnvelope: {
            /** @enum {boolean} */
            success: false;
            traceId: components["schemas"]["TraceId"];
            error: components["schemas"]["Error"];
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @description The service version (the interface version of this document). */
            version: string;
            /**
             * Format: uri
             * @description The public base URL of this service (`KNOWLEDGE_PUBLIC_BASE_URL`).
             */
            publicBaseUrl: string;
            /** @description Whether live crawling is enabled (`KNOWLEDGE_LIVE_CRAWL`). */
            liveCrawlEnabled: boolean;
        };
        HealthResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["Health"];
        };
        Source: {
            id: string;
            name: string;
            /** Format: uri */
            url: string;
            /** @description A free-form grouping, such as regulation, standard or guidance. */
            category: string;
            checkIntervalHours: number;
            keywords: string[];
            /** @description Ids of the affected documents. */
            affectedDocuments: string[];
        };
        AffectedDocument: {
            id: string;
            title: string;
            owner: string;
        };
        SourceCatalog: {
            sourceCount: number;
            sources: components["schemas"]["Source"][];
            /** @description Every keyword watched, sorted, without repeats. */
            keywords: string[];
            affectedDocuments: components["schemas"]["AffectedDocument"][];
        };
        SourceCatalogResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["SourceCatalog"];
        };
        ReportSummary: {
            reportId: string;
            /** Format: date-time */
            generatedAt: string;
            /** @description The report's file name in the report directory. */
            file: string;
            checked: number;
            changed: number;
            failed: number;
        };
        PendingUpdate: {
            hasPendingUpdate: boolean;
            /** @enum {string|null} */
            state: "PENDING_UPDATE" | null;
            /**
             * Format: date-time
             * @description When the marker file was written (its modification time).
             */
            markedAt: string | null;
        };
        PendingUpdateResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["PendingUpdate"];
        };
        SkippedReport: {
            file: string;
            reason: string;
        };
        Status: {
            sourceCount: number;
            /**
             * @description The report directory as a label: its path relative to the service's installation
             *     (`demo/knowledge/reports` with the demo data), or only its last segment when it lies
             *     elsewhere; `(none)` when no report directory is configured (production without
             *     `KNOWLEDGE_REPORT_DIR`). Never an absolute path.
             */
            reportDirectory: string;
            latestReport: components["schemas"]["ReportSummary"] | null;
            pendingUpdate: components["schemas"]["PendingUpdate"];
            /** @description Report files that could not be read, with the reason. */
            skippedReports: components["schemas"]["SkippedReport"][];
        };
        StatusResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["Status"];
        };
        /** @enum {string} */
        SourceResultStatus: "changed" | "unchanged" | "failed";
        ReportResult: {
            sourceId: string;
            status: components["schemas"]["SourceResultStatus"];
            /** Format: date-time */
            checkedAt: string;
            matchedKeywords: string[];
            affectedDocuments: string[];
            note?: string;
        };
        /** @description A crawler report. Report files in the report directory are JSON with every field below except `file`. */
        Report: {
            reportId: string;
            /** Format: date-time */
            generatedAt: string;
            file: string;
            summary: {
                checked: number;
                changed: number;
                failed: number;
            };
            results: components["schemas"]["ReportResult"][];
        };
        ReportResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["Report"];
        };
        /** @enum {string} */
        CrawlScenario: "baseline" | "no-change" | "partial-failure" | "all-failed";
        CrawlSimulationRequest: {
            scenario: components["schemas"]["CrawlScenario"];
            /** @description How many sources of the catalog, from the first, the simulation covers. */
            sourceLimit: number;
        };
        SimulatedResult: {
            sourceId: string;
            status: components["schemas"]["SourceResultStatus"];
            matchedKeywords: string[];
            affectedDocuments: string[];
            /** @description Why the simulated fetch failed (failed results only). */
            error?: string;
        };
        CrawlSimulation: {
            scenario: components["schemas"]["CrawlScenario"];
            sourceLimit: number;
            /** @description The number of sources covered (at most the catalog size). */
            sourcesConsidered: number;
            /** @enum {boolean} */
            networkAccess: false;
            /** @enum {boolean} */
            reportWritten: false;
            results: components["schemas"]["SimulatedResult"][];
            summary: {
                checked: number;
                changed: number;
                unchanged: number;
                failed: number;
            };
        };
        CrawlSimulationResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["CrawlSimulation"];
        };
        MemberIntegration: {
            memberApi: {
                /** Format: uri */
                baseUrl: string;
                issuer: string;
                audience: string;
                /** Format: uri */
                jwksUrl: string;
                endpoints: {
                    /** Format: uri */
                    login: string;
                    /** Format: uri */
                    logout: string;
                    /** Format: uri */
                    refresh: string;
                    /** Format: uri */
                    permissions: string;
                };
            };
            /** Format: uri */
            callbackUrl: string;
            requiredPermissions: string[];
            acceptedReturnFields: string[];
            disabledLocalOperations: {
                /** @enum {string} */
                operation: "login" | "logout" | "registration" | "profile-change" | "permission-lookup";
                reason: string;
            }[];
        };
        MemberIntegrationResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["MemberIntegration"];
        };
        MemberCallbackRequest: {
            state: string;
            /** @description The fields the central login returned. Only memberId, loginId and companyId are accepted; other fields are reported, never stored. */
            returnedFields: {
                memberId?: string;
                loginId?: string;
                companyId?: string;
            } & {
                [key: string]: unknown;
            };
        };
        MemberCallbackResult: {
            /**
             * @description `rejected` when a token-like field was sent, `incomplete` when an accepted field is missing.
             * @enum {string}
             */
            outcome: "accepted" | "rejected" | "incomplete";
            state: string;
            acceptedFields: {
                memberId?: string;
                loginId?: string;
                companyId?: string;
            };
            /** @description Token-like fields that a real callback refuses. */
            rejectedFields: string[];
            ignoredFields: string[];
            missingFields: string[];
            wouldAccept: string[];
            /** @enum {boolean} */
            memberCreated: false;
            /** @enum {boolean} */
            sessionCreated: false;
            /** @enum {boolean} */
            cookieSet: false;
        };
        MemberCallbackResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["MemberCallbackResult"];
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
        /** @description The request body is larger than the limit (1 MiB). A body whose declared `Content-Length` is over the limit is refused before any of it is read (with `Expect: 100-continue`, instead of `100 Continue`); a chunked or compressed body is cut when the bytes received, or decoded, pass the limit. The connection is closed, so the rest of the body is not read. */
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
    };
    parameters: never;
    requestBodies: never;
    headers: never;
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
            /** @description The service is healthy. */
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
    listSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The source catalog. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceCatalogResponse"];
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
    getStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current status. */
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
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getLatestReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest report as a whole. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No report exists yet. */
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
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getPendingUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending-update marker. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingUpdateResponse"];
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
            /** @description The simulated outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrawlSimulationResponse"];
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
    getMemberIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Integration metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberIntegrationResponse"];
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
    simulateMemberCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberCallbackRequest"];
            };
        };
        responses: {
            /** @description What a real callback would do with this return. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberCallbackResponse"];
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
