import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { codeSenderMachine } from '../../../../machines/code-sender.machine';
import { slotProblem, visitReserveMachine, type VisitChoice } from '../../../../machines/visit-reserve.machine';
import { VISIT_MAX_PEOPLE } from '../../../contract/booking';
import { CodeButton, useFocusWhenSent } from '../../components/code-button';
import { FormField } from '../../components/form-field';
import { StatusPanel } from '../../components/status-panel';
import { navigate, useSearch } from '../../lib/hash-location';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { newSubmitToken } from '../../lib/submit-token';
import { CountStepper, dayLabel, FormFailure, messageText } from './booking-bits';
import { BookingSubmit } from './booking-submit';
import { ReserveSummary } from './reserve-summary';
import { createVisit, loadOffer, quoteVisit, sendVisitCode } from './visit.actors';
import '../../components/shop-page.css';
import './visit.css';
import './booking-form.css';

const logic = visitReserveMachine.provide({
  actors: { loadOffer, quoteVisit, createVisit },
  actions: { goToPay: (_, { created }) => navigate(`${paths.VWxPay}?order_no=${encodeURIComponent(created.order_no)}`, { replace: true }) },
});
/** The send-code button, sending through visit_sms/sendSms (code event 'visit'). */
const codeLogic = codeSenderMachine.provide({ actors: { sendCode: sendVisitCode } });

function choiceOf(search: string): VisitChoice | null {
  const query = new URLSearchParams(search);
  const cate = query.get('cate') ?? '';
  const date = query.get('date') ?? '';
  const slot = query.get('slot') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(cate) || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(slot)) return null;
  return { cate: Number(cate), date, slot };
}

/** /reserveInfo?cate=&date=&slot= (spec §2, §5): the visitor details for the slot chosen on /calendar. */
export default function ReserveInfoView() {
  const choice = choiceOf(useSearch());
  if (!choice) {
    return <StatusPanel title={t('visitUi.reserve.missing')} action={{ label: t('visitUi.reserve.chooseVisit'), href: `#${paths.visitBooking}` }} />;
  }
  return <ReserveForm key={`${choice.cate}|${choice.date}|${choice.slot}`} choice={choice} />;
}

function ReserveForm({ choice }: { choice: VisitChoice }) {
  const [input] = useState(() => ({ ...choice, submitToken: newSubmitToken() }));
  const [snapshot, send] = useMachine(logic, { input });
  const [code, sendToCode] = useMachine(codeLogic, { input: { event: 'visit' } });
  const codeInput = useRef<HTMLInputElement | null>(null);
  const [sentOnce, setSentOnce] = useState(false);
  const cooling = code.matches('cooling');
  useEffect(() => {
    if (!cooling) return;
    setSentOnce(true);
  }, [cooling]);
  useFocusWhenSent(String(code.value), codeInput);

  const { offer, fields, errors, quote, quoteFailure, failure } = snapshot.context;
  const calendar = `#${paths.calendar}?type=visit&cate=${choice.cate}`;
  const busy = snapshot.matches('submitting') || snapshot.matches('booked');
  const params = { min: offer?.cate.min_people ?? 0, max: Math.min(offer?.cate.max_people || VISIT_MAX_PEOPLE, VISIT_MAX_PEOPLE) };
  const errorOf = (field: keyof typeof errors) => (errors[field] ? messageText(errors[field]!, params) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  let body;
  if (snapshot.matches('loading')) {
    body = (
      <p className="shop-loading" role="status">
        {t('visitUi.reserve.loading')}
      </p>
    );
  } else if (snapshot.matches('loadFailed')) {
    body = <StatusPanel alert level={2} title={messageText(failure ?? 'error.requestFailed')} action={{ label: t('visitUi.list.retry'), onClick: () => send({ type: 'RETRY' }) }} />;
  } else if (snapshot.matches('unavailable') && offer) {
    const problem = slotProblem(offer);
    body = (
      <div className="shop-empty" role="alert" data-testid="slot-unavailable" data-problem={problem}>
        <h2>{t(problem === 'expired' ? 'visitUi.reserve.expired' : problem === 'full' ? 'visitUi.reserve.full' : 'visitUi.reserve.missing')}</h2>
        <p>
          {offer.cate.name} · {dayLabel(choice.date)} {choice.slot}
        </p>
        <a className="button" href={calendar}>
          {t('visitUi.reserve.changeSlot')}
        </a>
      </div>
    );
  } else if (offer) {
    const team = offer.cate.team === 1;
    body = (
      <div className="booking-layout">
        <form className="booking-form" noValidate onSubmit={submit} aria-busy={busy || undefined} aria-labelledby="reserve-title">
          <FormFailure message={failure} />
          <fieldset className="shop-card booking-fieldset">
            <legend>{t('visitUi.reserve.details')}</legend>
            {team && <p className="booking-note">{t('visitUi.reserve.teamNote', { min: offer.cate.min_people })}</p>}
            <div className="booking-counts">
              <CountStepper id="reserve-adults" label={t('visitUi.form.adults')} value={fields.adults} min={1} error={errorOf('adults')} disabled={busy}
                onChange={(value) => send({ type: 'EDIT', field: 'adults', value })} onStep={(by) => send({ type: 'STEP', field: 'adults', by })} />
              <CountStepper id="reserve-minors" label={t('visitUi.form.minors')} value={fields.minors} error={errorOf('minors')} disabled={busy}
                onChange={(value) => send({ type: 'EDIT', field: 'minors', value })} onStep={(by) => send({ type: 'STEP', field: 'minors', by })} />
            </div>
            <FormField id="reserve-description" label={t('visitUi.form.description')} value={fields.description} multiline rows={3} maxLength={200}
              error={errorOf('description')} disabled={busy} onChange={(value) => send({ type: 'EDIT', field: 'description', value })} />
          </fieldset>
          <fieldset className="shop-card booking-fieldset">
            <legend>{t('visitUi.reserve.contact')}</legend>
            <FormField id="reserve-name" label={t('visitUi.form.name')} value={fields.name} required autoComplete="name" maxLength={30}
              error={errorOf('name')} disabled={busy} onChange={(value) => send({ type: 'EDIT', field: 'name', value })} />
            <FormField id="reserve-phone" label={t('visitUi.form.phone')} value={fields.phone} required phone autoComplete="tel"
              error={errorOf('phone') ?? (code.context.failure ? messageText(code.context.failure) : undefined)} disabled={busy}
              onChange={(value) => {
                send({ type: 'EDIT', field: 'phone', value });
                sendToCode({ type: 'TARGET_CHANGED', target: value });
              }} />
            <div className="booking-code-row">
              <CodeInput inputRef={codeInput} value={fields.code} error={errors.code && !sentOnce ? t('visitUi.reserve.codeNeeded') : errorOf('code')}
                disabled={busy} onChange={(value) => send({ type: 'EDIT', field: 'code', value })} />
              <CodeButton phase={code.value as 'idle'} remaining={code.context.remaining} controls="reserve-code" disabled={busy}
                onSend={() => sendToCode({ type: 'SEND', channel: 'mobile', target: fields.phone })} />
            </div>
          </fieldset>
          <BookingSubmit
            total={quote && (
              <>
                {t('visitUi.reserve.payNow')} <strong>¥{quote.pay}</strong>
              </>
            )}
            payBy={quote?.pay_by ?? ''} busy={busy} label={t('visitUi.form.submit')} busyLabel={t('visitUi.form.submitting')} testId="reserve-submit" />
        </form>
        <ReserveSummary offer={offer} choice={choice} quote={quote} quoteFailure={quoteFailure ? messageText(quoteFailure, params) : null}
          pricing={snapshot.matches({ editing: 'quoting' }) || snapshot.matches({ editing: 'resting' })} changeHref={calendar} />
      </div>
    );
  }

  return (
    <section className="shop-page booking-page" aria-labelledby="reserve-title" data-state={JSON.stringify(snapshot.value)}>
      <header className="shop-hero">
        <p className="eyebrow">{t('visitUi.reserve.eyebrow')}</p>
        <h1 id="reserve-title">{t('visitUi.reserve.title')}</h1>
      </header>
      {body}
    </section>
  );
}

/** The SMS code field; its ref lets the page move focus to it once a code is on its way. */
function CodeInput(props: { inputRef: RefObject<HTMLInputElement | null>; value: string; error?: string; disabled: boolean; onChange: (value: string) => void }) {
  return (
    <div className={props.error ? 'form-field has-error' : 'form-field'}>
      <label className="form-label" htmlFor="reserve-code">
        {t('visitUi.form.code')}
        <span aria-hidden="true"> *</span>
      </label>
      <input ref={props.inputRef} id="reserve-code" name="reserve-code" className="form-control" inputMode="numeric" autoComplete="one-time-code" maxLength={6}
        required value={props.value} disabled={props.disabled} aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? 'reserve-code-error' : undefined} onChange={(event) => props.onChange(event.target.value)} />
      {props.error && (
        <p className="form-error" id="reserve-code-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
