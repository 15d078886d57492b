import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort, TMP_DIR } from '../../server/support/server-process';

/** s3rver's default credentials: it checks every request's signature against them. */
const KEY = 'S3RVER';

export interface S3Server {
  /** BACKUP_S3_URL of the bucket, under `prefix`. */
  url(prefix: string): string;
  /** The names of the objects under `prefix`, sorted. */
  objects(prefix: string): Promise<string[]>;
  put(prefix: string, name: string, body: string): Promise<void>;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, its objects in a folder of the test's. */
export async function startS3Server(bucket: string): Promise<S3Server> {
  const port = await freePort();
  const directory = path.join(TMP_DIR, `s3-${process.pid}`);
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    forcePathStyle: true,
  });
  return {
    url: (prefix) => `s3://${KEY}:${KEY}@127.0.0.1:${port}/${bucket}/${prefix}?tls=false`,
    objects: async (prefix) => {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/` }),
      );
      return (listed.Contents ?? []).map(({ Key }) => Key!.slice(prefix.length + 1)).sort();
    },
    put: async (prefix, name, body) => {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: `${prefix}/${name}`, Body: body }),
      );
    },
    stop: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
