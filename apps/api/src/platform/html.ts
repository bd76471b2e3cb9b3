import { escapeUTF8 } from 'entities';

/**
 * Text made safe to put inside HTML element content or a quoted attribute (mails, small server pages):
 * entities' escapeUTF8, the same escaping the mail template uses.
 */
export const escapeHtml = (text: string): string => escapeUTF8(text);
