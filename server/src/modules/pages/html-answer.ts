import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** A page ready to send: its bytes, a validator, and compressed copies made once, when asked. */
export class HtmlAnswer {
  readonly etag: string;
  private readonly copies = new Map<'br' | 'gzip', Buffer>();

  constructor(
    readonly status: number,
    readonly html: string,
  ) {
    this.etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  }

  /** The page in `encoding`, compressed on first use and kept with the page. */
  encoded(encoding: 'br' | 'gzip'): Buffer {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.html, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
            })
          : zlib.gzipSync(this.html, { level: 9 });
      this.copies.set(encoding, copy);
    }
    return copy;
  }

  /** The same page under another status or with another head. */
  with(status: number, html = this.html): HtmlAnswer {
    return status === this.status && html === this.html ? this : new HtmlAnswer(status, html);
  }
}
