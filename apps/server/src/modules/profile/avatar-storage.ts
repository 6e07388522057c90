import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AvatarType } from '@sessionbook/domain';
import { AwsClient } from 'aws4fetch';
import type { S3Config, ServerConfig } from '../../config.ts';

/** Where profile pictures are kept: files under DATA_DIR, or an S3-compatible bucket (docs/architecture.md#past-one-machine). */
export interface AvatarStorage {
  /** Stores the bytes under a new name and returns the URL browsers load it from. */
  put(name: string, bytes: Buffer, type: AvatarType): Promise<string>;
  /** Removes a picture this storage made (by its URL); anything else is left alone. */
  remove(url: string): Promise<void>;
}

/** Served by `GET /api/avatars/{name}` when pictures live on disk. */
export const AVATAR_URL_PREFIX = '/api/avatars/';
/** Names are random hex with the type's extension, so a URL can never reach outside the folder. */
export const AVATAR_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export const avatarDirectory = (dataDir: string) => join(dataDir, 'uploads', 'avatars');

export function avatarStorageFor(config: ServerConfig): AvatarStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(avatarDirectory(config.dataDir));
}

function diskStorage(directory: string): AvatarStorage {
  return {
    async put(name, bytes) {
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, name), bytes, { mode: 0o644 });
      return `${AVATAR_URL_PREFIX}${name}`;
    },
    async remove(url) {
      const name = url.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : null;
      if (name && AVATAR_NAME.test(name)) await rm(join(directory, name), { force: true });
    },
  };
}

function s3Storage(s3: S3Config): AvatarStorage {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    service: 's3',
    // A transient 5xx is tried again twice; the user is waiting on the upload.
    retries: 2,
  });
  const objectUrl = (name: string) => `${s3.endpoint}/${s3.bucket}/avatars/${name}`;
  const publicPrefix = `${s3.publicUrl}/avatars/`;
  return {
    async put(name, bytes, type) {
      const response = await client.fetch(objectUrl(name), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'content-type': type,
          'cache-control': 'public, max-age=31536000, immutable',
          // Signing the payload's hash (not UNSIGNED-PAYLOAD) lets the store refuse altered bytes.
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw new Error(`S3 PUT ${name} failed: ${response.status} ${await response.text()}`);
      return `${publicPrefix}${name}`;
    },
    async remove(url) {
      const name = url.startsWith(publicPrefix) ? url.slice(publicPrefix.length) : null;
      if (!name || !AVATAR_NAME.test(name)) return;
      const response = await client.fetch(objectUrl(name), { method: 'DELETE' });
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${name} failed: ${response.status}`);
    },
  };
}
