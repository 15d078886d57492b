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

  /**
   * The memory the page takes, counted as twice its text: a JavaScript string takes up to two
   * bytes a character, and the compressed copies about a third of the text between them.
   */
  get bytes(): number {
    return 2 * this.html.length;
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
