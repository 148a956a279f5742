import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { assertKey, MissingFileError, type FileStore, type PutInput } from "@/lib/documents/storage/store";
import type { S3Settings } from "@/lib/env";

// S3-compatible object storage (AWS S3, MinIO, Ceph, R2, ...): one object per key.

export class S3Store implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // The SDK's default CRC32 trailers are unknown to many S3-compatible servers; the bytes'
      // SHA-256 is kept in the database anyway.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, input: PutInput): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: assertKey(key),
        Body: input.body,
        ContentLength: input.size,
        ContentType: input.contentType,
      }),
    );
  }

  async get(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: assertKey(key) }));
      if (!(out.Body instanceof Readable)) throw new Error("S3 answered without a body stream");
      return out.Body;
    } catch (e) {
      if (e instanceof S3ServiceException && (e.name === "NoSuchKey" || e.$metadata.httpStatusCode === 404)) {
        throw new MissingFileError(key);
      }
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: assertKey(key) }));
  }
}
