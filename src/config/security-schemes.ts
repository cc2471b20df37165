/**
 * Each spec's security scheme names, by kind: published (partners' clients use them), so code
 * refers to a scheme by its kind. test/config/security-schemes.test.ts holds them to the specs.
 */
export const SECURITY_SCHEMES = {
  hrm: { apiKey: 'apiKey', memberToken: 'memberToken' },
  marketing: { apiKey: 'ApiKeyAuth' },
  'member-api': { memberToken: 'memberToken' },
} as const;

export const SCHEME_KINDS = {
  apiKey: { type: 'apiKey', in: 'header' },
  memberToken: { type: 'http', scheme: 'bearer' },
} as const;
