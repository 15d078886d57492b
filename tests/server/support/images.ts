import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG photo with EXIF, including a GPS position, as a phone would take it. */
export function photoWithGps(width = 640, height = 480, orientation?: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0b5d4b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Serendib Camera', Copyright: 'Nimali Perera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 57/1 0/1' },
    })
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();
}

export function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#f4b942' } })
    .png()
    .toBuffer();
}

/**
 * A valid JPEG of exactly `totalBytes`: comment segments (which every decoder skips) fill it up.
 * Each segment is FF FE, a 2-byte length counting itself, then up to 65533 bytes.
 */
export async function jpegOfSize(totalBytes: number): Promise<Buffer> {
  const base = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123' } })
    .jpeg()
    .toBuffer();
  let missing = totalBytes - base.length;
  const segments: Buffer[] = [];
  while (missing > 0) {
    // A segment takes 4 to 65537 bytes; never leave fewer than 4 for the last one.
    let size = Math.min(missing, 65537);
    if (missing - size > 0 && missing - size < 4) size -= 4;
    const segment = Buffer.alloc(size, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(size - 2, 2);
    segments.push(segment);
    missing -= size;
  }
  const out = Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]);
  if (out.length !== totalBytes) throw new Error(`Made ${out.length} bytes, not ${totalBytes}`);
  return out;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG that claims 60 000 × 60 000 pixels: a decompression bomb's header. */
export function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60000, 0);
  header.writeUInt32BE(60000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const textFile = () =>
  Buffer.from('Ella, Nine Arch Bridge: take the morning train.\n'.repeat(20), 'utf8');
