/**
 * What a handler returns when plain data is not enough: another status, extra headers,
 * envelope warnings, or a body that is not enveloped (a spec document, a proxied answer).
 */
export interface ReplyInit {
  status?: number;
  data?: unknown;
  warnings?: string[];
  headers?: Record<string, string | string[]>;
  /** A body sent as is, outside the area's envelope. */
  raw?: { contentType: string; body: string | Buffer | object };
  /** `data` holds JsonFragments (JSON text made by the store), serialised in place. */
  fragments?: boolean;
}

export class Reply {
  constructor(readonly init: ReplyInit) {}

  static data(data: unknown, options: Omit<ReplyInit, 'data' | 'raw'> = {}): Reply {
    return new Reply({ ...options, data });
  }

  /** Data in which some values are JSON text already (src/pipeline/json-fragment.ts). */
  static withFragments(data: unknown): Reply {
    return new Reply({ data, fragments: true });
  }

  static raw(status: number, contentType: string, body: string | Buffer | object, headers?: Record<string, string | string[]>): Reply {
    return new Reply({ status, raw: { contentType, body }, headers });
  }
}
