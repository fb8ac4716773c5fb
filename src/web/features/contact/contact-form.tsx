import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createActor } from 'xstate';
import { contactFormMachine, type ContactErrors, type ContactField } from '../../../../machines/contact-form.machine';
import { FormField } from '../../components/form-field';
import { t, tKey, type UiKey } from '../../lib/i18n';
import { submitContact } from './contact.actors';

const logic = contactFormMachine.provide({ actors: { submitContact } });
let running: ReturnType<typeof createActor<typeof logic>> | null = null;

/**
 * One form actor for the visit, outside React's effects: a kept-alive screen hidden mid-send
 * must not stop (and on return re-send) the submission, and the fields survive leaving.
 */
function formActor() {
  running ??= createActor(logic).start();
  return running;
}

const FIELDS: { field: ContactField; label: UiKey; type?: string; autoComplete: string; inputMode?: 'email' | 'tel' }[] = [
  { field: 'name', label: 'content.contact.name', autoComplete: 'name' },
  { field: 'email', label: 'content.contact.emailField', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { field: 'phone', label: 'content.contact.phoneField', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

export function ContactForm() {
  const [actor] = useState(formActor);
  const snapshot = useSelector(actor, (s) => s);
  const { fields, errors, failure, sent } = snapshot.context;
  const busy = snapshot.matches('validating') || snapshot.matches('submitting');
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  useFocusFirstError(form, errors);
  useEffect(() => {
    if (snapshot.matches('sent')) done.current?.focus();
  }, [snapshot.value]);

  if (snapshot.matches('sent')) {
    return (
      <div className="contact-sent" role="status" tabIndex={-1} ref={done}>
        <p className="contact-sent-title">{t('content.contact.sentTitle')}</p>
        <p>{t('content.contact.sentBody', { email: sent?.email ?? '' })}</p>
        <button type="button" className="button button-ghost" onClick={() => actor.send({ type: 'RESET' })}>
          {t('content.contact.another')}
        </button>
      </div>
    );
  }

  const edit = (field: ContactField) => (value: string) => actor.send({ type: 'EDIT', field, value });
  const errorOf = (field: ContactField) => (errors[field] ? tKey(errors[field]) : undefined);
  return (
    <form
      ref={form}
      className="contact-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      {Object.keys(errors).length > 0 && (
        <p className="form-summary" role="alert">
          {t('content.contact.errorsTitle')}
        </p>
      )}
      <div className="contact-form-row">
        {FIELDS.map((f) => (
          <FormField
            key={f.field}
            id={`contact-${f.field}`}
            label={t(f.label)}
            value={fields[f.field]}
            onChange={edit(f.field)}
            error={errorOf(f.field)}
            type={f.type}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            phone={f.field === 'phone'}
            required
            disabled={busy}
          />
        ))}
      </div>
      <FormField id="contact-message" label={t('content.contact.message')} value={fields.message} onChange={edit('message')} error={errorOf('message')} multiline rows={6} required disabled={busy} />
      {failure && (
        <p className="form-failure" role="alert" data-testid="contact-failure">
          {tKey(failure)}
        </p>
      )}
      <p className="contact-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('content.contact.sending') : t('content.contact.submit')}
        </button>
      </p>
    </form>
  );
}

/** After a refused submit, the first field to correct gets the focus (once per refusal). */
function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: ContactErrors) {
  const handled = useRef<ContactErrors>(errors);
  useEffect(() => {
    if (handled.current === errors) return;
    handled.current = errors;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
}
