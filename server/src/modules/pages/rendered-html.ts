import { createHash } from 'node:crypto';
import { CompressedCopies, type Encoding } from '../../http/compressed-copies';

/** A page ready to send: its bytes, a validator, and compressed copies made once, when asked. */
export class RenderedHtml {
  readonly etag: string;
  private readonly copies: CompressedCopies;

  constructor(readonly html: string) {
    this.etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    this.copies = new CompressedCopies(html);
  }

  /** The page in `encoding`, compressed on first use and kept with the page. */
  encoded(encoding: Encoding): Buffer {
    return this.copies.encoded(encoding);
  }
}

/** What answers an address: a page, and the status it goes out with. */
export interface HtmlAnswer {
  status: number;
  page: RenderedHtml;
}
