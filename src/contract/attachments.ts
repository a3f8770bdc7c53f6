import { message } from './messages';

/** Attachments of a load (decision 042) and the upload limits shared by every upload (spec 2 §9, spec 3 §5). */

/** GET /api/Attachments/Types: BB (bill) and BI (invoice) belong to the billing uploads, not the attachments panel. */
export type AttachmentType = { Id: number; Code: string; Name: string };
/** `FilePath` is a signed download URL valid for an hour (opens without an Authorization header). */
export type Attachment = {
  Id: number;
  FileName: string;
  FilePath: string;
  Type: string;
  TypeId: number;
  TypeCode: string;
  IsPublic: boolean;
  IsOwner: boolean;
  Created: string;
  Size: number;
  ContentType: string;
};

/** Client- and server-side upload limits (spec 2 §9), for attachments, load billing and billing uploads alike. */
export const ATTACHMENT_FILE_LIMIT_BYTES = 5_000_000;
export const ATTACHMENT_TOTAL_LIMIT_BYTES = 20_000_000;
/** The spec's messages of the attachment and load-billing uploads (the billing area has its own wording). */
export const FILE_TOO_LARGE = message('You_have_exceeded_the_file_size_limit(5mb)', 'You_have_exceeded_the_file_size_limit(5mb)');
export const REQUEST_TOO_LARGE = message('You_have_exceeded_the_size_limit(20mb)', 'You_have_exceeded_the_size_limit(20mb)');
export const NO_FILE = message('Please_select_file', 'Please_select_file');
export const SELECT_ATTACHMENT_TYPE = message('Please_select_attachment_type', 'Please_select_attachment_type');
/** The upload reader's message for each limit (server/http/multipart.ts). */
export const UPLOAD_LIMIT_MESSAGES = { 'file-too-large': FILE_TOO_LARGE, 'total-too-large': REQUEST_TOO_LARGE } as const;
