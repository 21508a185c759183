import type { MultipartFile } from '@fastify/multipart';
import { translate, type MessageCode } from '@kilau/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The bytes of an uploaded file, at most `maxBytes`: past it (the multipart limit tripped, the
 * stream truncated, or more bytes than allowed) `tooLarge()` is thrown. The plugin's file limit
 * is set one byte above `maxBytes`, so "exactly the maximum" is told apart from "too large".
 */
export async function uploadBytes(
  file: MultipartFile,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (file.file.truncated || bytes.length > maxBytes) throw tooLarge();
  return bytes;
}

/**
 * A form of one file (profile photo, product picture, banner, logo, CSV): 415 when the body is
 * not `multipart/form-data`, 422 on `field` (`missing`, "required" by default) when no file came,
 * else the file's bytes (see `uploadBytes`) and the text fields sent before it.
 */
export async function singleUpload(
  request: FastifyRequest,
  options: {
    field: string;
    maxBytes: number;
    tooLarge: () => Error;
    missing?: MessageCode;
  },
): Promise<{ bytes: Buffer; fields: Record<string, unknown> }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'unsupported_media_type');
  }
  const file = await request.file();
  if (!file) {
    throw new AppError(
      422,
      'validation_failed',
      'validation_failed',
      {},
      { fields: { [options.field]: translate(options.missing ?? 'required', request.locale) } },
    );
  }
  const bytes = await uploadBytes(file, options.maxBytes, options.tooLarge);
  return { bytes, fields: file.fields as Record<string, unknown> };
}
