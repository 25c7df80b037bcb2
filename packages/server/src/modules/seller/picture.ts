import { MAX_PICTURE_BYTES, MSG, PICTURE_QUALITY, PICTURE_SIZE } from '@fundshop/core';
import { AppError } from '../../errors.ts';
import { UnsupportedImageError, type Images } from '../../integrations/images/images.ts';

const FIELD = 'sellerPictureUrlAsByteArray';
const DATA_URL_PREFIX = /^data:[^,]{0,100};base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

function pictureError(message: string): AppError {
  return new AppError('error-picture', { message, fieldErrors: { [FIELD]: message } });
}

/**
 * Decodes an uploaded picture (base64, optionally a data: URL), re-encodes it to SPEC's 600x600 JPEG at
 * quality 95 and stores it (keyed by its content). Returns the store key. Only what decodes as JPG or PNG
 * is accepted, whatever the upload claims to be.
 */
export async function saveSellerPicture(images: Images, base64: string): Promise<string> {
  const text = base64.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (text === '' || !BASE64.test(text)) throw pictureError(MSG.pictureInvalid);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > MAX_PICTURE_BYTES) throw pictureError(MSG.pictureTooLarge);
  let jpeg: Buffer;
  try {
    jpeg = await images.processor.toSquareJpeg(bytes, PICTURE_SIZE, PICTURE_QUALITY);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw pictureError(MSG.pictureInvalid);
    throw error;
  }
  return images.store.save(jpeg);
}
