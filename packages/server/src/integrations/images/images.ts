import path from 'node:path';
import type { Config } from '../../config.ts';

/** The bytes are not a picture we accept (not a JPG or PNG, or not decodable at all). */
export class UnsupportedImageError extends Error {}

/** Turns an upload into the one picture format we store; never keeps the bytes as they came. */
export interface ImageProcessor {
  /** Decodes a JPG or PNG and re-encodes it as a size x size JPEG (cover crop); throws UnsupportedImageError otherwise. */
  toSquareJpeg(bytes: Buffer, size: number, quality: number): Promise<Buffer>;
  /** Decodes a JPG or PNG and re-encodes it as a JPEG that fits width x height, shape kept (a book's cover). */
  toJpegWithin(bytes: Buffer, width: number, height: number, quality: number): Promise<Buffer>;
}

export interface StoredPicture {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where processed pictures live and the address they are served at: the one place a picture URL is made.
 * Keys are the SHA-256 of the bytes (core's PICTURE_KEY), so two sellers with the same picture share one.
 */
export interface PictureStore {
  /** Keeps a JPEG (once, however often it is saved) and returns its key. */
  save(jpeg: Buffer): Promise<string>;
  /** Lets go of a picture a seller no longer uses; kept while any seller uses it (docs/decisions/0012). */
  remove(key: string): Promise<void>;
  read(key: string): Promise<StoredPicture | null>;
  url(key: string): string;
}

/**
 * Before pictures moved into the database they were files under DATA_DIR/uploads, served at /uploads/. Start-up
 * moves them into the store (migrate-local-pictures.ts); the directory is still served for addresses handed out before.
 */
export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

export interface Images {
  processor: ImageProcessor;
  store: PictureStore;
}
