import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, sendBytes } from '../../http/cached-json';
import type { CatalogSnapshot } from '../catalog/cache';
import type { ContentSnapshot } from '../content/content-store';

/** A page as it is sent: its status, its bytes, and their compressed copies, made once. */
export type PageBody = {
  status: number;
  body: Buffer;
  etag: string;
  encoded: Record<'br' | 'gzip', Buffer>;
};

/** What a page is assembled from: a kept page is sent as long as these are the latest (or it is fresh enough). */
export type PageSources = { catalog: CatalogSnapshot | null; content: ContentSnapshot };

/** A page assembled for one request; `keep` says whether the next request for it may be sent the same bytes. */
export type AssembledPage = PageSources & { status: number; html: string; keep: boolean };

/**
 * What a request knows without reading anything: the content snapshot, and how many times the
 * catalogue was edited (CatalogCache.edits). A kept page made under others is never sent.
 */
export type PageVersion = { content: ContentSnapshot; catalogEdits: number };

type Kept = PageBody & PageSources & { at: number; catalogEdits: number };

export type PageBytesOptions = {
  /** How long a kept page is sent as it is after only stock moved (a sale); an edit is never waited for. */
  freshMs?: number;
  now?: () => number;
  /** Pages kept (about 50 KB each with their compressed copies). */
  maxKept?: number;
};

/**
 * Brotli's quality 6 is a twentieth of 11's time for 1–2 % more bytes (measured on the shop's pages:
 * 0.5 ms against 15–30 ms), so a page is ready at once; the better copy replaces it in the
 * background, off the main thread, for the requests after.
 */
const QUICK_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };
const BEST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/**
 * The one cache of pages, per address and phone or desktop guess: a page is assembled (head, the
 * screen drawn by React, embedded data) and compressed once per catalogue and content snapshot,
 * then sent as it is, with an ETag answered by a 304. Nothing else keeps a page or its drawing
 * (server-render.ts draws each time it is asked), so one rule says when a page is made again:
 * after an edit, at once; after sales alone, at most once per `freshMs` (during a drop every sale
 * makes a new catalogue snapshot, and drawing each page again for each one would queue hundreds of
 * drawings: a page's stock line may be that much behind, the order itself always checks the stock
 * of the moment). Requests for a page being assembled wait for the same assembly.
 */
export class PageBytes {
  /** How often pages were assembled (and drawn) and compressed: a kept page costs neither. */
  readonly stats = { assembled: 0, compressed: 0 };
  readonly #kept = new Map<string, Kept>();
  readonly #pending = new Map<string, Promise<PageBody>>();
  readonly #freshMs: number;
  readonly #now: () => number;
  readonly #maxKept: number;

  constructor({ freshMs = 1000, now = () => Date.now(), maxKept = 500 }: PageBytesOptions = {}) {
    this.#freshMs = freshMs;
    this.#now = now;
    this.#maxKept = maxKept;
  }

  /**
   * The page for `key`. A kept page made under the same `version` (no edit since) is sent as it is
   * when it was assembled less than `freshMs` ago, or while it is being assembled again (requests
   * meanwhile get the bytes before rather than queueing behind the catalogue's new read during a
   * drop): only sales can have happened since. Otherwise the latest snapshots are read (`sources`):
   * if the kept page was made from them it is sent, else `assemble` makes it anew (and it is kept
   * if it may be).
   */
  page(
    key: string,
    version: PageVersion,
    sources: () => Promise<PageSources>,
    assemble: (latest: PageSources) => Promise<AssembledPage>,
  ): Promise<PageBody> {
    const kept = this.#kept.get(key);
    const pending = this.#pending.get(key);
    const unedited = kept?.content === version.content && kept.catalogEdits === version.catalogEdits;
    if (kept && unedited && (pending || this.#now() - kept.at < this.#freshMs)) return Promise.resolve(kept);
    if (pending) return pending;
    const made = this.#refresh(key, kept, version, sources, assemble).finally(() =>
      this.#pending.delete(key),
    );
    this.#pending.set(key, made);
    return made;
  }

  async #refresh(
    key: string,
    kept: Kept | undefined,
    version: PageVersion,
    sources: () => Promise<PageSources>,
    assemble: (latest: PageSources) => Promise<AssembledPage>,
  ): Promise<PageBody> {
    const latest = await sources();
    if (kept && kept.catalog === latest.catalog && kept.content === latest.content) {
      kept.at = this.#now();
      kept.catalogEdits = version.catalogEdits;
      return kept;
    }
    return this.#make(key, version, () => assemble(latest));
  }

  async #make(key: string, version: PageVersion, assemble: () => Promise<AssembledPage>): Promise<PageBody> {
    const at = this.#now();
    const page = await assemble();
    this.stats.assembled += 1;
    const body = Buffer.from(page.html);
    this.stats.compressed += 1;
    const made: Kept = {
      status: page.status,
      body,
      etag: etagOf(body),
      encoded: { br: brotliCompressSync(body, QUICK_BROTLI), gzip: gzipSync(body, { level: 9 }) },
      catalog: page.catalog,
      content: page.content,
      at,
      catalogEdits: version.catalogEdits,
    };
    if (!page.keep) return made;
    if (this.#kept.size >= this.#maxKept) this.#kept.clear();
    this.#kept.set(key, made);
    brotliCompress(body, BEST_BROTLI, (error, best) => {
      if (!error && best.length < made.encoded.br.length) made.encoded.br = best;
    });
    return made;
  }
}

/** Sends a page's bytes in the encoding the client takes best; the same ETag gets a 304. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBody) {
  return sendBytes(request, reply, {
    status: page.status,
    body: page.body,
    etag: page.etag,
    type: 'text/html; charset=utf-8',
    // The drawing follows the phone guess (server-render.ts guessPhone), the bytes the encoding.
    vary: 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent',
    encoded: (encoding) => page.encoded[encoding],
  });
}
