import { DEPOSIT_MAX_FILE_BYTES, DEPOSIT_MAX_FILES, depositMessages } from '@invierte/domain';
import type { FastifyRequest } from 'fastify';
import { type MultipartUpload, readMultipart } from '../../../../shared/read-multipart.ts';

/** Reads a deposit call's multipart body (fields and files[]) within the voucher limits. */
export const readVoucherUpload = (request: FastifyRequest): Promise<MultipartUpload> =>
  readMultipart(request, {
    maxFiles: DEPOSIT_MAX_FILES,
    maxFileBytes: DEPOSIT_MAX_FILE_BYTES,
    tooLarge: depositMessages.tooLarge,
    tooMany: depositMessages.tooMany,
  });
