/**
 * This file was generated from the OpenAPI spec by `npm run generate` (openapi-typescript).
 * Do not edit it by hand: change the spec and regenerate.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stand-in health
         * @description Whether the stand-in is up, and the issuer and audience of the tokens it signs.
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
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a member in
         * @description Checks the login id and password and starts a session: an access token (15 minutes)
         *     and a refresh token (24 hours), the latter also set as the `member_refresh` cookie.
         *     An unknown login id and a wrong password get the same 401.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh the tokens
         * @description Exchanges a refresh token (from the body, else from the `member_refresh` cookie) for a
         *     new access token and a new refresh token. The old refresh token is retired; presenting
         *     a retired one again ends the whole session (reuse detection).
         */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a member out
         * @description Ends the session of every token given: the refresh token in the body, the
         *     `member_refresh` cookie and a bearer access token. Always answers 200 and clears the
         *     cookie; an unknown or invalid token changes nothing and reveals nothing.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member
         * @description The profile of the member whose access token is presented, while the session lasts.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member's permissions
         * @description The permissions of the member whose access token is presented, while the session lasts.
         */
        get: operations["getMyPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public signing keys
         * @description The JSON Web Key Set (RFC 7517) that member access tokens are verified against. Not enveloped.
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API description as JSON
         * @description The OpenAPI 3.0.3 document of the stand-in, as served.
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
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API description as YAML
         * @description The OpenAPI 3.0.3 document of the stand-in, as YAML.
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
        ErrorCode: "VALIDATION_FAILED" | "MALFORMED_JSON" | "UNAUTHORIZED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "INTERNAL" | "RESPONSE_VALIDATION_FAILED" | "MALFORMED_REQUEST" | "REQUEST_TIMEOUT" | "EXPECTATION_FAILED" | "HEADERS_TOO_LARGE";
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
            /**
             * @description Always true; the real central member API is a different service.
             * @enum {boolean}
             */
            standIn: true;
            /** @description The `iss` of the tokens this stand-in signs (`MEMBER_ISSUER`). */
            issuer: string;
            /** @description The `aud` of the tokens this stand-in signs (`MEMBER_AUDIENCE`). */
            audience: string;
        };
        HealthResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["Health"];
        };
        LoginRequest: {
            loginId: string;
            /** Format: password */
            password: string;
        };
        RefreshRequest: {
            /** @description Optional when the `member_refresh` cookie is sent. */
            refreshToken?: string;
        };
        LogoutRequest: {
            refreshToken?: string;
        };
        MemberProfile: {
            memberId: string;
            loginId: string;
            displayName: string;
            companyId: string;
            permissions: string[];
        };
        TokenGrant: {
            /** @description An ES256 JWT; send it as `Authorization: Bearer <accessToken>`. */
            accessToken: string;
            /** @description An opaque token for `POST /auth/refresh`; also set as the `member_refresh` cookie. */
            refreshToken: string;
            /** @enum {string} */
            tokenType: "Bearer";
            /** @description Lifetime of the access token in seconds. */
            expiresIn: number;
            member: components["schemas"]["MemberProfile"];
        };
        TokenGrantResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["TokenGrant"];
        };
        LogoutResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: {
                /** @enum {boolean} */
                loggedOut: true;
            };
        };
        MemberProfileResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["MemberProfile"];
        };
        MemberPermissions: {
            memberId: string;
            companyId: string;
            permissions: string[];
        };
        MemberPermissionsResponse: {
            /** @enum {boolean} */
            success: true;
            traceId: components["schemas"]["TraceId"];
            data: components["schemas"]["MemberPermissions"];
        };
        /** @description A public JSON Web Key (RFC 7517); private (`d`) and symmetric (`k`) key material is never published. */
        JsonWebKey: {
            /** @enum {string} */
            kty: "EC" | "RSA" | "OKP";
            kid: string;
            alg: string;
            /** @enum {string} */
            use: "sig";
            crv?: string;
            x?: string;
            y?: string;
            n?: string;
            e?: string;
        };
        JsonWebKeySet: {
            keys: components["schemas"]["JsonWebKey"][];
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
        /** @description A new access token and refresh token. */
        TokenGranted: {
            headers: {
                "Set-Cookie": components["headers"]["RefreshCookie"];
                "Cache-Control": components["headers"]["NoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TokenGrantResponse"];
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
        /** @description Missing, invalid or expired credentials; every cause gets the same answer. */
        Unauthorized: {
            headers: {
                /** @description The scheme to authenticate with. */
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
    parameters: {
        /** @description The refresh token, as set by login and refresh (used when the body has none). */
        RefreshCookie: string;
    };
    requestBodies: never;
    headers: {
        /** @description `member_refresh=<refresh token>; Max-Age=86400; HttpOnly; SameSite=Strict` */
        RefreshCookie: string;
        /** @description `member_refresh=; Max-Age=0; HttpOnly; SameSite=Strict`, which removes the cookie. */
        ClearedRefreshCookie: string;
        /** @description Token answers are never cached (RFC 6749 §5.1). */
        NoStore: "no-store";
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
            /** @description The stand-in is up. */
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
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["TokenGranted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                /** @description The refresh token, as set by login and refresh (used when the body has none). */
                member_refresh?: components["parameters"]["RefreshCookie"];
            };
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            200: components["responses"]["TokenGranted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                /** @description The refresh token, as set by login and refresh (used when the body has none). */
                member_refresh?: components["parameters"]["RefreshCookie"];
            };
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description The session is ended (or there was none). */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["ClearedRefreshCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutResponse"];
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
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getMyPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberPermissionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key set. */
            200: {
                headers: {
                    /** @description How long the key set may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonWebKeySet"];
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
}
