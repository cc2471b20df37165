/** Media types, as every part of the house reads them: the pipeline, the mock, the contract CLI and the proxy. */

/** `application/json` or any `application/<something>+json`, parameters and case ignored. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}
