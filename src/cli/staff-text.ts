import type * as z from 'zod/mini';
import { translate as translateIn } from '../server/i18n';
import { validationMessage as validationIn } from '../server/plugins/api';

/** The command speaks English: the API's messages, translated the way the API translates them. */
export const translate = (key: string, params?: Record<string, string>) => translateIn('en', key, params);
export const validationMessage = (error: z.core.$ZodError) => validationIn('en', error);
