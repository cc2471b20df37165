/** What a handler (or the mock) returns when plain data is not enough; it goes through the same response stages. */
export interface ReplyInit {
  status?: number;
  data?: unknown;
  warnings?: string[];
  headers?: Record<string, string | string[]>;
  /** A body sent as is, outside the area's envelope. */
  raw?: { contentType: string; body: string | Buffer | object };
  /** `data` holds JsonFragments (JSON text made by the store), serialised in place. */
  fragments?: boolean;
  /** A body serialised already, sent byte for byte under this Content-Type (the mock's examples). */
  serialised?: { mediaType: string; contentType: string; text: string };
  /** No body and no Content-Type (a 204, a response documented without content). */
  empty?: boolean;
  /** The executor checked the body with the operation's own validators (the mock): not checked twice. */
  conforms?: boolean;
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

  static empty(status: number, headers?: Record<string, string | string[]>): Reply {
    return new Reply({ status, empty: true, headers });
  }
}
