import { contactFormMachine } from './contact-form.machine';
import { contentLoaderMachine } from './content-loader.machine';
import type { RegisteredMachine } from './registry';

const filled = { name: 'Li Hua', email: 'lihua@example.com', phone: '13800000007', message: 'Two places for a tour, please.' };

/** Machines of the content screens (news, brand, vineyard, winery, villa, experience, contact). */
export const contentMachines: Record<string, RegisteredMachine> = {
  contentLoader: {
    machine: contentLoaderMachine,
    file: 'machines/content-loader.machine.ts',
    summary: "A content screen's reads: loading, then ready or failed with a retry; another item, or more of a paged list.",
    inputs: [{ params: { page: 1 } }],
    events: [
      { type: 'LOAD', params: { id: 2 } },
      { type: 'MORE', params: { page: 2 } },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.loadContent', output: { list: [{ id: 1 }], total: 2 } },
      { type: 'xstate.error.actor.loadContent', error: new Error('The request failed') },
    ],
    promiseActors: ['loadContent'],
  },
  contactForm: {
    machine: contactFormMachine,
    file: 'machines/contact-form.machine.ts',
    summary: 'The contact form: four required fields checked with the shared rules, sent once, the server refusal shown as it comes.',
    inputs: [undefined],
    events: [
      { type: 'EDIT', field: 'name', value: ' Li Hua ' },
      { type: 'SUBMIT' },
      { type: 'RESET' },
      { type: 'xstate.done.actor.validateContact', output: filled },
      { type: 'xstate.error.actor.validateContact', error: { name: 'contact.nameRequired', email: 'validation.email' } },
      { type: 'xstate.done.actor.submitContact', output: null },
      { type: 'xstate.error.actor.submitContact', error: new Error('Please do not submit repeatedly') },
    ],
    promiseActors: ['validateContact', 'submitContact'],
  },
};
