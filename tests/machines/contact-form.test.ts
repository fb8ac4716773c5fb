import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactErrors, contactFormMachine, type ContactFields } from '../../machines/contact-form.machine';

const good: ContactFields = { name: 'Li Hua', email: 'lihua@example.com', phone: '13800000007', message: 'Two places, please.' };

function formWith(submit: (fields: ContactFields) => Promise<unknown>) {
  const sent: ContactFields[] = [];
  const logic = contactFormMachine.provide({
    actors: {
      submitContact: fromPromise<unknown, ContactFields>(({ input }) => {
        sent.push(input);
        return submit(input);
      }),
    },
  });
  const actor = createActor(logic).start();
  const fill = (fields: Partial<ContactFields>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'EDIT', field: field as keyof ContactFields, value });
  };
  return { actor, sent, fill };
}

describe('contact form rules (spec §5)', () => {
  it('requires every field, with the spec messages', () => {
    expect(contactErrors({ name: '', email: '', phone: '', message: '' })).toEqual({
      name: 'contact.nameRequired',
      email: 'validation.email',
      phone: 'validation.phone',
      message: 'contact.messageRequired',
    });
  });

  it('trims before checking: blanks are empty', () => {
    expect(contactErrors({ name: '   ', email: ' \t', phone: ' ', message: '\n \n' })).toEqual({
      name: 'contact.nameRequired',
      email: 'validation.email',
      phone: 'validation.phone',
      message: 'contact.messageRequired',
    });
    expect(contactErrors({ name: ' Li ', email: ' lihua@example.com ', phone: ' 13800000007 ', message: ' hi ' })).toEqual({});
  });

  it('checks the email format and the 11-digit phone starting with 1', () => {
    expect(contactErrors({ ...good, email: 'lihua@example' })).toEqual({ email: 'validation.email' });
    expect(contactErrors({ ...good, phone: '23800000007' })).toEqual({ phone: 'validation.phone' });
    expect(contactErrors({ ...good, phone: '1380000000' })).toEqual({ phone: 'validation.phone' });
  });
});

describe('contact form machine', () => {
  it('an empty submit sends nothing and marks every field', async () => {
    const { actor, sent } = formWith(async () => null);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && Object.keys(s.context.errors).length > 0);
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'contact.nameRequired',
      email: 'validation.email',
      phone: 'validation.phone',
      message: 'contact.messageRequired',
    });
    expect(sent).toEqual([]);
  });

  it('editing a field clears its own error only', async () => {
    const { actor, fill } = formWith(async () => null);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.name !== undefined);
    fill({ name: 'Li' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    expect(actor.getSnapshot().context.errors.email).toBe('validation.email');
  });

  it('sends the trimmed fields once, and nothing more while sending', async () => {
    let finish!: () => void;
    const { actor, sent, fill } = formWith(() => new Promise((resolve) => (finish = () => resolve(null))));
    fill({ name: '  Li Hua ', email: ' lihua@example.com', phone: '13800000007 ', message: ' Two places, please. ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('submitting'));
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'EDIT', field: 'name', value: 'changed' });
    expect(sent).toEqual([good]);
    finish();
    await waitFor(actor, (s) => s.matches('sent'));
    expect(actor.getSnapshot().context.sent).toEqual(good);
    expect(sent).toHaveLength(1);
  });

  it('a refusal keeps the fields and shows the server message as it comes', async () => {
    const { actor, fill } = formWith(async () => {
      throw new Error('請勿重複提交');
    });
    fill(good);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('請勿重複提交');
    expect(actor.getSnapshot().context.fields).toEqual(good);
    // the message goes once the visitor changes something
    actor.send({ type: 'EDIT', field: 'message', value: 'Another question' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('may be submitted again after a refusal', async () => {
    let refuse = true;
    const { actor, sent, fill } = formWith(async () => {
      if (refuse) throw new Error('The request failed');
      return null;
    });
    fill(good);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    refuse = false;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toHaveLength(2);
  });

  it('RESET after a success starts an empty form', async () => {
    const { actor, fill } = formWith(async () => null);
    fill(good);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({
      fields: { name: '', email: '', phone: '', message: '' },
      errors: {},
      failure: null,
      sent: null,
    });
  });
});
