/**
 * This file was generated from the OpenAPI spec by `npm run generate` (openapi-typescript).
 * Do not edit it by hand: change the spec and regenerate.
 */
export {};
//# sourceMappingURL=marketing.js.map