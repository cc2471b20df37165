/**
 * The name each spec gives its security schemes, by kind of credential. The names differ
 * between specs (HR's `apiKey`, marketing's `ApiKeyAuth`) and are published: partners'
 * generated clients use them, so the specs keep them and code refers to a scheme by its kind
 * (`SECURITY_SCHEMES.marketing.apiKey`), never by a name of its own.
 * test/config/security-schemes.test.ts holds this table to the specs.
 */
export const SECURITY_SCHEMES = {
  hrm: { apiKey: 'apiKey', memberToken: 'memberToken' },
  marketing: { apiKey: 'ApiKeyAuth' },
  'member-api': { memberToken: 'memberToken' },
} as const;

/** What each kind of credential is in OpenAPI terms. */
export const SCHEME_KINDS = {
  apiKey: { type: 'apiKey', in: 'header' },
  memberToken: { type: 'http', scheme: 'bearer' },
} as const;
