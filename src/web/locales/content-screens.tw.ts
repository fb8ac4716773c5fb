import { contactTw } from '../../contract/messages/contact.tw';
import { validationTw } from '../../contract/messages/validation.tw';
import { contentTw } from './content.tw';
import { phoneTw } from './phone.tw';
import type { ContentScreensDict } from './content-screens.en';

/** See content-screens.en.ts. */
export const contentScreensTw: ContentScreensDict = { content: contentTw, contact: contactTw, validation: validationTw, phone: phoneTw };
