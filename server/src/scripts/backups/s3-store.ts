import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * Backups in a bucket of any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2,
 * Wasabi …), named as on disk under the URL's prefix.
 */
export class S3BackupStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  /** Where the backups go, without the credentials: safe to print. */
  readonly where: string;

  /** `s3://key:secret@host[:port]/bucket[/prefix]?region=…&tls=false` */
  constructor(url: string) {
    const parsed = new URL(url);
    const [bucket, ...prefix] = parsed.pathname.slice(1).split('/').filter(Boolean);
    const tls = parsed.searchParams.get('tls') !== 'false';
    this.bucket = bucket;
    this.prefix = prefix.length ? `${prefix.join('/')}/` : '';
    this.where = `s3://${parsed.host}/${bucket}/${this.prefix}`;
    this.client = new S3Client({
      endpoint: `${tls ? 'https' : 'http'}://${parsed.host}`,
      region: parsed.searchParams.get('region') ?? 'us-east-1',
      credentials: {
        accessKeyId: decodeURIComponent(parsed.username),
        secretAccessKey: decodeURIComponent(parsed.password),
      },
      // Bucket in the path: what every S3-compatible store understands.
      forcePathStyle: true,
      // Checksums only where S3 requires them: several compatible stores refuse the others.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async upload(file: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + path.basename(file),
        Body: fs.createReadStream(file),
        ContentLength: fs.statSync(file).size,
      }),
    );
  }

  /** The names of the files under the prefix. */
  async list(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          ContinuationToken: token,
        }),
      );
      for (const { Key } of page.Contents ?? []) {
        if (Key && !Key.slice(this.prefix.length).includes('/')) {
          names.push(Key.slice(this.prefix.length));
        }
      }
      token = page.NextContinuationToken;
    } while (token);
    return names;
  }

  async remove(name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + name }),
    );
  }

  async download(name: string, file: string): Promise<void> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + name }),
    );
    await pipeline(object.Body as Readable, fs.createWriteStream(file));
  }

  close(): void {
    this.client.destroy();
  }
}
