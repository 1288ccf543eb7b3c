import { readFile, rm } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, Garage...), named by QUAI_S3_URL as
 * `https://[access-key:secret@]host[:port]/bucket`: path-style addressing, which every
 * compatible store accepts. Without credentials in the URL, the SDK's usual chain applies
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the machine's role). Objects are
 * `<webform id>/<stored name>`.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(url: string, region = 'us-east-1') {
    const parsed = new URL(url);
    const bucket = parsed.pathname.replace(/^\/+|\/+$/g, '');
    if (!bucket || bucket.includes('/')) throw new Error('QUAI_S3_URL must end with the bucket name: https://host/bucket');
    this.bucket = bucket;
    const credentials = parsed.username
      ? { accessKeyId: decodeURIComponent(parsed.username), secretAccessKey: decodeURIComponent(parsed.password) }
      : undefined;
    this.client = new S3Client({
      endpoint: `${parsed.protocol}//${parsed.host}`,
      region,
      forcePathStyle: true,
      // Checksums only where S3 requires them: several compatible stores refuse the newer
      // default (streamed, trailing checksums).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(credentials ? { credentials } : {}),
    });
  }

  async keep(webformId: string, storedName: string, temporaryPath: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: `${webformId}/${storedName}`, Body: await readFile(temporaryPath) }),
    );
    await rm(temporaryPath, { force: true });
  }

  async read(webformId: string, storedName: string): Promise<Buffer> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: `${webformId}/${storedName}` }));
    if (!answer.Body) throw new Error(`no stored file "${storedName}"`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async remove(webformId: string, storedName: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `${webformId}/${storedName}` }));
  }
}
