import { fromPromise } from 'xstate';
import type { ContactFields } from '../../../../machines/contact-form.machine';
import { contactAdd } from '../../../contract/contact';
import { bannerGet } from '../../../contract/content';
import type { CallOutput } from '../../../contract/envelope';
import { unwrap } from '../../lib/api-client';

export type ContactBanner = CallOutput<typeof bannerGet>;

export const loadContactBanner = fromPromise<ContactBanner>(() => unwrap(bannerGet, { page: 'contact' }));

/** Never retried (a submit): a refusal's message, e.g. do not resubmit, reaches the form as it is. */
export const submitContact = fromPromise<unknown, ContactFields>(({ input }) => unwrap(contactAdd, input));
