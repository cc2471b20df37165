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
}

export class Reply {
  constructor(readonly init: ReplyInit) {}

  static data(data: unknown, options: Omit<ReplyInit, 'data' | 'raw'> = {}): Reply {
    return new Reply({ ...options, data });
  }

  static raw(status: number, contentType: string, body: string | Buffer | object, headers?: Record<string, string | string[]>): Reply {
    return new Reply({ status, raw: { contentType, body }, headers });
  }
}
