import { z } from 'zod';

/** The storage folders of seed 000 §3 (Images) plus the other upload kinds. */
export const storageFolders = [
  'profileImages',
  'companyLogos',
  'gameTiles',
  'pressImages',
  'ticketFiles',
  'eventImages',
  'applicationCvs',
  'feedbackFiles',
] as const;
export const storageFolderSchema = z.enum(storageFolders);
export type StorageFolder = z.infer<typeof storageFolderSchema>;

/** Folders the public files route never serves (job applicants' CVs, support ticket files, bug report and QA screenshots: only their readers download them). */
export const privateStorageFolders: readonly StorageFolder[] = ['applicationCvs', 'ticketFiles', 'feedbackFiles'];

/** Where the API serves stored files: `/api/v1/files/{folder}/{ownerId}/{fileName}`. */
export const FILES_PATH = '/api/v1/files';

/** Largest image upload accepted (profile photos, logos, tiles…). Checked again by the server. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What the browser's file picker offers; the server decides by the content, not by this list. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export const UploadMessage = {
  noFile: 'No file uploaded',
  invalidImage: 'The file is not a valid image',
  tooLarge: 'The file is too large (max 5 MB)',
} as const;
