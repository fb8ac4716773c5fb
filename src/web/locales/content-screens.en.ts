import { contactEn } from '../../contract/messages/contact.en';
import { validationEn } from '../../contract/messages/validation.en';
import { contentEn } from './content.en';
import { phoneEn } from './phone.en';

/** What the content screens need beyond the first-visit strings: their own strings and the messages of the contact form and its field rules. */
export const contentScreensEn = { content: contentEn, contact: contactEn, validation: validationEn, phone: phoneEn };
export type ContentScreensDict = typeof contentScreensEn;
