/**
 * This file was generated from the OpenAPI spec by `npm run generate` (openapi-typescript).
 * Do not edit it by hand: change the spec and regenerate.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Whether the service is up, its version and which store engine it uses.
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
    "/api/v1/public/integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How to integrate
         * @description Everything an integrator needs before the first call: the two ways to authenticate,
         *     the scopes and which operations need them, the rate limit, paging bounds, the central
         *     member API (its URLs, token issuer and audience) and the same-origin proxy paths, and
         *     where this description is published. Paths of this service are relative to its address.
         */
        get: operations["getIntegration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/swagger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interactive API description
         * @description Swagger UI over this service's description (`/api/v1/openapi.json`), served with its
         *     assets from this service (no third-party address is contacted). "Try it out" calls
         *     go to the address the page was loaded from.
         */
        get: operations["getSwaggerUi"];
        put?: never;
        post?: never;
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
    "/api/v1/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List employees
         * @description Employees ordered by `employeeNumber`, optionally only those of one department or status.
         */
        get: operations["listEmployees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List attendance records
         * @description Daily attendance records, newest work date first (then by employee), optionally within
         *     a date range (`from` and `to` inclusive) and for one employee.
         */
        get: operations["listAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List leave requests
         * @description Leave requests, latest start date first (then by id), optionally only those that
         *     overlap a date range (`from` and `to` inclusive), of one status or of one employee.
         */
        get: operations["listLeave"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payroll-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payroll runs
         * @description Monthly payroll runs, latest period first, optionally only the run of one period (`YYYY-MM`).
         */
        get: operations["listPayrollRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List HR documents
         * @description HR documents (metadata only), newest first (then by id), optionally of one category or
         *     of one employee. Company-wide documents (policies) have no employee.
         */
        get: operations["listDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/member-auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (proxy)
         * @description Forwarded to the central member API (`POST {MEMBER_API_URL}/auth/login`). The body,
         *     `Authorization`, `Cookie`, `Content-Type`, `Accept` and `traceparent` are passed on;
         *     `X-API-Key` and hop-by-hop headers never are. The central API's answer, `Set-Cookie`
         *     included, is passed back unchanged when it is one this description documents. A
         *     foreign `Origin` is refused with 403; an unreachable central API, or an answer that is
         *     not JSON or not as documented here (its status and body), gives 502
         *     `UPSTREAM_UNAVAILABLE`, as a gateway does; one that does not answer in time 504.
         */
        post: operations["memberLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/member-auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh the member tokens (proxy)
         * @description Forwarded to the central member API (`POST {MEMBER_API_URL}/auth/refresh`), with the
         *     refresh token in the body or the `member_refresh` cookie. Forwarding and failures as
         *     for sign-in.
         */
        post: operations["memberRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/member-auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (proxy)
         * @description Forwarded to the central member API (`POST {MEMBER_API_URL}/auth/logout`), which ends
         *     the session of the refresh token (body or cookie) and of a bearer access token, and
         *     clears the cookie. When it answers with success and the request carried an access
         *     token this service admits (`Authorization: Bearer`), this service refuses that token
         *     from then on until it expires: every business operation answers it 401
         *     `UNAUTHORIZED`, at once on the instance that forwarded the sign-out and within
         *     1 second on every other. Without the access token only the refresh token's session
         *     ends, and the access token keeps working here until it expires. Forwarding and
         *     failures as for sign-in.
         */
        post: operations["memberLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/member-auth/me/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member's permissions (proxy)
         * @description Forwarded to the central member API (`GET {MEMBER_API_URL}/me/permissions`) with the
         *     member's `Authorization: Bearer <token>`. Forwarding and failures as for sign-in.
         *     The token is required and is checked by the central member API
         *     (`x-authenticated-upstream`), whose 401 is passed back.
         */
        get: operations["memberPermissions"];
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
        ErrorCode: "VALIDATION_FAILED" | "MALFORMED_JSON" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL" | "RESPONSE_VALIDATION_FAILED" | "UPSTREAM_UNAVAILABLE" | "STORE_UNAVAILABLE" | "UPSTREAM_TIMEOUT" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "EXPECTATION_FAILED" | "HEADERS_TOO_LARGE" | "RANGE_NOT_SATISFIABLE" | "PRECONDITION_FAILED";
        Error: {
            code: components["schemas"]["ErrorCode"];
            /** @description A human-readable explanation. */
            message: string;
            /**
             * @description Structured details, such as the list of validation problems or the missing scopes.
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
            /** @enum {string} */
            service: "hrm";
            /** @description The service version (the interface version of this document). */
            version: string;
            /**
             * @description The store engine in use.
             * @enum {string}
             */
            store: "sqlite" | "postgres";
        };
        HealthResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["Health"];
        };
        /** @enum {string} */
        Scope: "employee.read" | "attendance.read" | "leave.read" | "payroll.read" | "document.read";
        AuthenticationOption: {
            /**
             * @description The security scheme's name in this description.
             * @enum {string}
             */
            scheme: "memberToken" | "apiKey";
            /** @enum {string} */
            type: "bearer" | "apiKey";
            header: string;
            format: string;
            intendedFor: string;
        };
        Integration: {
            /** @enum {string} */
            service: "hrm";
            version: string;
            authentication: components["schemas"]["AuthenticationOption"][];
            scopes: {
                scope: components["schemas"]["Scope"];
                description: string;
                /** @description The operations that need this scope, as `METHOD path`. */
                operations: string[];
            }[];
            rateLimit: {
                /** @description Requests allowed per window. */
                limit: number;
                windowSeconds: number;
                /** @enum {string} */
                per: "API key or member";
                headers: string[];
            };
            paging: {
                pageParameter: string;
                pageSizeParameter: string;
                defaultPageSize: number;
                maxPageSize: number;
            };
            memberApi: {
                /** Format: uri */
                baseUrl: string;
                issuer: string;
                audience: string;
                /** Format: uri */
                jwksUrl: string;
                permissionClaims: string[];
                /** @description The central member API's own addresses. */
                endpoints: {
                    /** Format: uri */
                    login: string;
                    /** Format: uri */
                    refresh: string;
                    /** Format: uri */
                    logout: string;
                    /** Format: uri */
                    permissions: string;
                };
                /** @description The same-origin proxy paths of this service, for browsers. */
                proxy: {
                    login: string;
                    refresh: string;
                    logout: string;
                    permissions: string;
                };
            };
            documentation: {
                openapiJson: string;
                openapiYaml: string;
                swaggerUi: string;
            };
            /**
             * @description This service creates no members, edits no profiles and issues no member tokens.
             * @enum {string}
             */
            localMemberOperations: "none";
        };
        IntegrationResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["Integration"];
        };
        PageInfo: {
            page: number;
            pageSize: number;
            /** @description Items matching the filters, over all pages. */
            total: number;
            totalPages: number;
        };
        /** @enum {string} */
        Department: "engineering" | "finance" | "human-resources" | "operations" | "sales";
        /** @enum {string} */
        EmployeeStatus: "active" | "on-leave" | "terminated";
        Employee: {
            id: string;
            employeeNumber: string;
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string;
            department: components["schemas"]["Department"];
            jobTitle: string;
            /** @enum {string} */
            employmentType: "full-time" | "part-time" | "contractor";
            status: components["schemas"]["EmployeeStatus"];
            location: string;
            /** Format: date */
            hireDate: string;
            /** Format: date */
            terminationDate: string | null;
            /** @description The id of the employee's manager; null for department heads. */
            managerId: string | null;
        };
        EmployeePage: {
            items: components["schemas"]["Employee"][];
        } & components["schemas"]["PageInfo"];
        EmployeePageResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["EmployeePage"];
        };
        AttendanceRecord: {
            id: string;
            employeeId: string;
            /** Format: date */
            workDate: string;
            /** @enum {string} */
            status: "present" | "remote" | "late" | "absent";
            /**
             * Format: date-time
             * @description Null when absent.
             */
            checkIn: string | null;
            /**
             * Format: date-time
             * @description Null when absent.
             */
            checkOut: string | null;
            workedMinutes: number;
        };
        AttendancePage: {
            items: components["schemas"]["AttendanceRecord"][];
        } & components["schemas"]["PageInfo"];
        AttendancePageResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["AttendancePage"];
        };
        /** @enum {string} */
        LeaveStatus: "pending" | "approved" | "rejected" | "cancelled";
        LeaveRequest: {
            id: string;
            employeeId: string;
            /** @enum {string} */
            leaveType: "annual" | "sick" | "parental" | "unpaid" | "bereavement";
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            workingDays: number;
            status: components["schemas"]["LeaveStatus"];
            /** Format: date-time */
            requestedAt: string;
            /**
             * Format: date-time
             * @description Null while pending.
             */
            decidedAt: string | null;
            /** @description The employee who decided; null while pending or when cancelled. */
            approverId: string | null;
        };
        LeavePage: {
            items: components["schemas"]["LeaveRequest"][];
        } & components["schemas"]["PageInfo"];
        LeavePageResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["LeavePage"];
        };
        /**
         * @description An amount in the run's currency, as a decimal string with two decimals.
         * @example 221350.00
         */
        Money: string;
        PayrollRun: {
            id: string;
            period: string;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            /** Format: date */
            payDate: string;
            /** @enum {string} */
            status: "draft" | "approved" | "paid";
            /** @description ISO 4217 currency code. */
            currency: string;
            employeeCount: number;
            grossTotal: components["schemas"]["Money"];
            deductionsTotal: components["schemas"]["Money"];
            netTotal: components["schemas"]["Money"];
            /**
             * Format: date-time
             * @description Null until paid.
             */
            paidAt: string | null;
        };
        PayrollRunPage: {
            items: components["schemas"]["PayrollRun"][];
        } & components["schemas"]["PageInfo"];
        PayrollRunPageResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["PayrollRunPage"];
        };
        /** @enum {string} */
        DocumentCategory: "contract" | "policy" | "payslip" | "certificate" | "performance-review";
        HrDocument: {
            id: string;
            /** @description Null for company-wide documents. */
            employeeId: string | null;
            title: string;
            category: components["schemas"]["DocumentCategory"];
            fileName: string;
            mediaType: string;
            sizeBytes: number;
            confidential: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        DocumentPage: {
            items: components["schemas"]["HrDocument"][];
        } & components["schemas"]["PageInfo"];
        DocumentPageResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["DocumentPage"];
        };
        MemberLoginRequest: {
            loginId: string;
            /** Format: password */
            password: string;
        };
        MemberRefreshRequest: {
            refreshToken?: string;
        };
        MemberLogoutRequest: {
            refreshToken?: string;
        };
        /** @description The central member API's envelope (as its development stand-in defines it). */
        MemberApiEnvelope: {
            success: boolean;
            traceId: string;
            /** @description Present on success. */
            data?: unknown;
            /** @description Present on failure. */
            error?: unknown;
        };
        /** @description A failure, of this service or of the central member API; the latter's codes are its own. */
        MemberApiErrorEnvelope: {
            /** @enum {boolean} */
            success: false;
            traceId: string;
            error: {
                code: string;
                message: string;
                /** @description Structured details. */
                details?: unknown;
            };
        };
        MemberProfile: {
            memberId: string;
            loginId: string;
            displayName: string;
            companyId: string;
            permissions: string[];
        };
        MemberTokenGrantResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: string;
            data: {
                accessToken: string;
                refreshToken: string;
                /** @enum {string} */
                tokenType: "Bearer";
                expiresIn: number;
                member: components["schemas"]["MemberProfile"];
            };
        };
        MemberLogoutResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: string;
            data: {
                loggedOut: boolean;
            };
        };
        MemberPermissionsResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: string;
            data: {
                memberId: string;
                companyId: string;
                permissions: string[];
            };
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
         * @description The request does not match this description (unknown or invalid parameter, invalid body, malformed JSON, `from` after `to`).
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
         * @description The token or key is missing, malformed, expired, revoked or otherwise invalid. Every
         *     cause gets this same answer; sign in again or use a valid key.
         */
        Unauthorized: {
            headers: {
                /** @description The accepted schemes. */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The caller is known but lacks the scope (check the member's permissions or the key's scopes), or its token names no company (`company_id`). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request came from a page of another origin; the proxy serves this service's own pages only. */
        ForeignOrigin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The caller's budget for this window is spent (`HRM_RATE_LIMIT` per key or member), or its company's, all its keys and members together, when the operator sets `HRM_COMPANY_RATE_LIMIT` (off by default; the `RateLimit` fields then name both budgets); or this client address sent too many requests with missing or refused credentials (`AUTH_FAILURE_RATE_LIMIT`, default 60 per 60 seconds; past it every request from that address, with valid credentials too, until the window ends); retry after `Retry-After` seconds. */
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
         * @description Too many sign-in attempts from this client address (`LOGIN_RATE_LIMIT`, default 20 per
         *     60 seconds), or the login id is locked after consecutive failed sign-ins
         *     (`LOGIN_LOCKOUT`, default 5 failures lock it for 15 minutes, whatever the password
         *     tried next). Retry after `Retry-After` seconds.
         */
        LoginRateLimited: {
            headers: {
                /** @description Seconds until the budget is renewed or the lockout ends. */
                "Retry-After"?: number;
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
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
        /** @description The data store cannot be reached, or could not serve this request in time (`STORE_TIMEOUT_MS`, default 2 seconds, for one read of the store or for a free connection to it; or, for a list, the company already had `STORE_READS_PER_TENANT`, default 5, pages being read and none came free within a second; this request alone); retry later. Report the time, the endpoint and the `traceId` if it lasts. */
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
         * @description The central member API could not be reached, or gave an answer that is not JSON or
         *     that this description does not document for the operation (a bad gateway answer; what
         *     was wrong is logged with the `traceId`, not told).
         */
        UpstreamUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The central member API did not answer in time. */
        UpstreamTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The central member API signed the member in; its answer, passed through. */
        MemberTokenGranted: {
            headers: {
                /** @description The central API's refresh-token cookie, passed through. */
                "Set-Cookie"?: string;
                /** @description Token answers are never cached. */
                "Cache-Control"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemberTokenGrantResponse"];
            };
        };
        /** @description The request does not match this description, or the central member API refused it as invalid (its answer, passed through). */
        MemberAuthBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemberApiErrorEnvelope"];
            };
        };
        /** @description The central member API refused the credentials or token (its answer, passed through). */
        MemberAuthUnauthorized: {
            headers: {
                /** @description The central API's challenge, passed through. */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemberApiErrorEnvelope"];
            };
        };
        /** @description An unexpected failure here or in the central member API (its answer, passed through). Report the time, the endpoint and the `traceId`. */
        MemberAuthInternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemberApiErrorEnvelope"];
            };
        };
        /** @description Any other JSON answer of the central member API, passed through unchanged. */
        MemberAuthOther: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemberApiEnvelope"];
            };
        };
    };
    parameters: {
        /** @description The page to return, from 1. */
        Page: number;
        /** @description Items per page, 1 to 100. */
        PageSize: number;
        /** @description First day of the range (inclusive), `YYYY-MM-DD`. Must not be after `to`. */
        From: string;
        /** @description Last day of the range (inclusive), `YYYY-MM-DD`. */
        To: string;
        /** @description Only records of this employee. */
        EmployeeId: string;
        /** @description The refresh token cookie set by the central member API (used when the body has none). */
        RefreshCookie: string;
    };
    requestBodies: never;
    headers: {
        /** @description What is left of the budget: `"<policy>";r=<remaining>;t=<seconds to reset>` (policy `hrm`, `login`, `login-failures` or `auth-failures`); with `HRM_COMPANY_RATE_LIMIT` set, a list of two, the caller's then the company's (`hrm-company`). */
        RateLimit: string;
        /** @description The budget: `"<policy>";q=<requests>;w=<window seconds>`; a list of two with `HRM_COMPANY_RATE_LIMIT` set. */
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
    getIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Integration information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationResponse"];
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
    getSwaggerUi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Swagger UI page. */
            200: {
                headers: {
                    /** @description Scripts, styles and requests are limited to this service. */
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
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
    listEmployees: {
        parameters: {
            query?: {
                /** @description The page to return, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only employees of this department. */
                department?: components["schemas"]["Department"];
                /** @description Only employees with this employment status. */
                status?: components["schemas"]["EmployeeStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of employees. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeePageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listAttendance: {
        parameters: {
            query?: {
                /** @description The page to return, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description First day of the range (inclusive), `YYYY-MM-DD`. Must not be after `to`. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive), `YYYY-MM-DD`. */
                to?: components["parameters"]["To"];
                /** @description Only records of this employee. */
                employeeId?: components["parameters"]["EmployeeId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of attendance records. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendancePageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listLeave: {
        parameters: {
            query?: {
                /** @description The page to return, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description First day of the range (inclusive), `YYYY-MM-DD`. Must not be after `to`. */
                from?: components["parameters"]["From"];
                /** @description Last day of the range (inclusive), `YYYY-MM-DD`. */
                to?: components["parameters"]["To"];
                /** @description Only leave requests in this state. */
                status?: components["schemas"]["LeaveStatus"];
                /** @description Only records of this employee. */
                employeeId?: components["parameters"]["EmployeeId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of leave requests. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeavePageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listPayrollRuns: {
        parameters: {
            query?: {
                /** @description The page to return, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only the run of this month, as `YYYY-MM`. */
                period?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of payroll runs. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollRunPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description The page to return, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only documents of this category. */
                category?: components["schemas"]["DocumentCategory"];
                /** @description Only records of this employee. */
                employeeId?: components["parameters"]["EmployeeId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of documents. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    memberLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberLoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["MemberTokenGranted"];
            400: components["responses"]["MemberAuthBadRequest"];
            401: components["responses"]["MemberAuthUnauthorized"];
            403: components["responses"]["ForeignOrigin"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["LoginRateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["MemberAuthInternalError"];
            502: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
            default: components["responses"]["MemberAuthOther"];
        };
    };
    memberRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                /** @description The refresh token cookie set by the central member API (used when the body has none). */
                member_refresh?: components["parameters"]["RefreshCookie"];
            };
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MemberRefreshRequest"];
            };
        };
        responses: {
            200: components["responses"]["MemberTokenGranted"];
            400: components["responses"]["MemberAuthBadRequest"];
            401: components["responses"]["MemberAuthUnauthorized"];
            403: components["responses"]["ForeignOrigin"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["MemberAuthInternalError"];
            502: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
            default: components["responses"]["MemberAuthOther"];
        };
    };
    memberLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                /** @description The refresh token cookie set by the central member API (used when the body has none). */
                member_refresh?: components["parameters"]["RefreshCookie"];
            };
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MemberLogoutRequest"];
            };
        };
        responses: {
            /** @description The central member API ended the session (or there was none), as it answered. */
            200: {
                headers: {
                    /** @description The central API's cookie clearing, passed through. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberLogoutResponse"];
                };
            };
            400: components["responses"]["MemberAuthBadRequest"];
            403: components["responses"]["ForeignOrigin"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["MemberAuthInternalError"];
            502: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
            default: components["responses"]["MemberAuthOther"];
        };
    };
    memberPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's permissions, as the central member API answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberPermissionsResponse"];
                };
            };
            400: components["responses"]["MemberAuthBadRequest"];
            401: components["responses"]["MemberAuthUnauthorized"];
            403: components["responses"]["ForeignOrigin"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["MemberAuthInternalError"];
            502: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
            default: components["responses"]["MemberAuthOther"];
        };
    };
}
