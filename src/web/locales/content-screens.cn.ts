import { contactCn } from '../../contract/messages/contact.cn';
import { validationCn } from '../../contract/messages/validation.cn';
import { contentCn } from './content.cn';
import { phoneCn } from './phone.cn';
import type { ContentScreensDict } from './content-screens.en';

/** See content-screens.en.ts. */
export const contentScreensCn: ContentScreensDict = { content: contentCn, contact: contactCn, validation: validationCn, phone: phoneCn };
