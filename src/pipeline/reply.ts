/**
 * What a handler (or the mock) returns when plain data is not enough: another status, extra
 * headers, envelope warnings, or a body that is not enveloped (a spec document, a proxied
 * answer, a mock example). Every Reply goes through the same response stages: envelope,
 * response validation, write.
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
  /**
   * A body serialised already, outside the envelope, sent byte for byte under exactly this
   * Content-Type header (the mock's precomputed examples); `mediaType` is what the spec documents.
   */
  serialised?: { mediaType: string; contentType: string; text: string };
  /** No body and no Content-Type (a 204, a response documented without content). */
  empty?: boolean;
  /**
   * The executor has checked the body against this operation's response schema itself, with
   * the operation's own validators (the mock must, to choose its examples), so the response
   * stage does not check it twice.
   */
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
