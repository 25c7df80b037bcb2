import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalPictureStore } from './local-picture-store.ts';
import { createSharpImages } from './sharp-images.ts';

/** The bytes are not a picture we accept (not a JPG or PNG, or not decodable at all). */
export class UnsupportedImageError extends Error {}

/** Turns an upload into the one picture format we store; never keeps the bytes as they came. */
export interface ImageProcessor {
  /** Decodes a JPG or PNG and re-encodes it as a size x size JPEG (cover crop); throws UnsupportedImageError otherwise. */
  toSquareJpeg(bytes: Buffer, size: number, quality: number): Promise<Buffer>;
}

/** Where processed pictures live and the address they are served at. */
export interface PictureStore {
  /** Stores a JPEG under a new random name in `folder` and returns its key (e.g. "sellers/abc.jpg"). */
  save(folder: string, jpeg: Buffer): Promise<string>;
  /** Best effort: a missing file is not an error. */
  remove(key: string): Promise<void>;
  url(key: string): string;
}

/** Uploads live under DATA_DIR/uploads and are served at /uploads/ (app.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

export interface Images {
  processor: ImageProcessor;
  store: PictureStore;
}

export function createImages(config: Pick<Config, 'dataDir'>): Images {
  return {
    processor: createSharpImages(),
    store: createLocalPictureStore(uploadsDir(config), UPLOADS_URL_PREFIX),
  };
}
