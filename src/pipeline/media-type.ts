/** Media types, as every part of the house reads them: the pipeline, the mock, the contract CLI and the proxy. */
import type accepts from 'accepts';
import type { contentType } from 'mime-types';
import { onFirstUse } from '../lazy-require.js';

/** `application/json` or any `application/<something>+json`, parameters and case ignored. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

// Loaded on first call, with require to keep the callers synchronous: mime-types builds large
// tables when loaded, and most requests never need them.
const acceptsModule = onFirstUse<typeof accepts>('accepts');
const mimeTypes = onFirstUse<{ contentType: typeof contentType }>('mime-types');

/** Which of `types` `accept` prefers, false when none; unmatched parameters besides `q` ignored, as Prism does. */
export function preferredMediaType(accept: string, types: string[]): string | false {
  const preferred = acceptsModule()({ headers: { accept } } as never).types(types) as string | false;
  if (preferred !== false || !/;\s*(?!q\s*=)[^;=\s]+\s*=/i.test(accept)) return preferred;
  const plain = accept.replace(/;\s*(?!q\s*=)[^;=\s]+\s*=\s*("[^"]*"|[^;,]*)/gi, '');
  return acceptsModule()({ headers: { accept: plain } } as never).types(types) as string | false;
}

/** mime-types' `contentType`: a full media type with its charset, a short name (`html`) looked up; false when unknown. */
export function completeContentType(type: string): string | false {
  return mimeTypes().contentType(type);
}
