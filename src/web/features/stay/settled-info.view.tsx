import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { roomBounds, stayBookingMachine, type GuestField } from '../../../../machines/stay-booking.machine';
import { STAY_DESCRIPTION_MAX, STAY_NAME_MAX } from '../../../contract/hotel';
import { FormField } from '../../components/form-field';
import { StatusPanel } from '../../components/status-panel';
import { SessionContext } from '../../app/session';
import { navigate, useSearch } from '../../lib/hash-location';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { newSubmitToken } from '../../lib/submit-token';
import { createStay, quoteStay } from './booking.actors';
import { StayPolicy } from './stay-bits';
import { StayQuoteCard } from './stay-quote';
import { Stepper } from './stepper';
import '../../components/shop-page.css';
import './stay.css';
import './stay-pages.css';

const logic = stayBookingMachine.provide({
  actors: { quoteStay, createStay },
  actions: { goToPay: (_, { orderNo }) => navigate(`${paths.houseOrderPay}?order_no=${encodeURIComponent(orderNo)}`, { replace: true }) },
});

const whole = (value: string | null, fallback: number) => (value && /^\d{1,6}$/.test(value) ? Number(value) : fallback);

/** /settledInfo (login required): guest details, the price, the policy; submit → /houseOrderPay. */
export default function SettledInfoView() {
  const search = useSearch();
  const mobile = SessionContext.useSelector((s) => s.context.user?.mobile ?? '');
  const [input] = useState(() => {
    const query = new URLSearchParams(search);
    return {
      room: whole(query.get('room'), 0),
      checkin: query.get('checkin') ?? '',
      checkout: query.get('checkout') ?? '',
      adults: whole(query.get('adults'), 1),
      rooms: whole(query.get('rooms'), 1),
      phone: mobile,
      submitToken: newSubmitToken(),
    };
  });
  const [snapshot, send] = useMachine(logic, { input });
  const { request, fields, errors, quote, failure } = snapshot.context;
  const back = `#${paths.houseList}?${new URLSearchParams({ checkin: request.checkin, checkout: request.checkout, adults: String(request.adults) })}`;
  const busy = snapshot.matches('submitting') || snapshot.matches('booked');
  const error = (field: GuestField) => (errors[field] ? tKey(errors[field]) : undefined);
  const bounds = roomBounds(quote, request.adults);

  if (!quote && snapshot.matches('quoteFailed')) {
    return <StatusPanel alert title={t('stayUi.settle.failed')} body={tKey(failure ?? 'error.requestFailed')} action={{ label: t('stayUi.settle.changeRoom'), href: back }} />;
  }
  return (
    <section className="stay-page" aria-labelledby="settle-title">
      <header className="shop-hero">
        <p className="eyebrow">{t('stayUi.settle.eyebrow')}</p>
        <h1 id="settle-title">{t('stayUi.settle.title')}</h1>
      </header>
      {!quote ? (
        <p className="shop-loading" role="status">
          {t('stayUi.common.loading')}
        </p>
      ) : (
        <form
          className="settle-layout"
          noValidate
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <div className="settle-main">
            <fieldset className="shop-card settle-guest" disabled={busy}>
              <legend>{t('stayUi.settle.guest')}</legend>
              <FormField id="settle-name" label={t('stayUi.settle.name')} value={fields.name} onChange={(value) => send({ type: 'EDIT', field: 'name', value })} error={error('name')} autoComplete="name" required maxLength={STAY_NAME_MAX} />
              <FormField id="settle-phone" label={t('stayUi.settle.phone')} value={fields.phone} onChange={(value) => send({ type: 'EDIT', field: 'phone', value })} error={error('phone')} phone autoComplete="tel" required />
              <FormField id="settle-description" label={t('stayUi.settle.description')} value={fields.description} onChange={(value) => send({ type: 'EDIT', field: 'description', value })} error={error('description')} multiline rows={3} maxLength={STAY_DESCRIPTION_MAX} />
              <p className="settle-hint">{t('stayUi.settle.descriptionHint')}</p>
              <Stepper
                id="settle-rooms"
                label={t('stayUi.settle.rooms')}
                value={request.rooms}
                min={bounds.min}
                max={bounds.max}
                lessLabel={t('stayUi.settle.fewerRooms')}
                moreLabel={t('stayUi.settle.moreRooms')}
                disabled={busy || snapshot.matches('quoting')}
                onChange={(rooms) => send({ type: 'SET_ROOMS', rooms })}
              />
            </fieldset>
            <StayPolicy />
          </div>
          <div className="settle-side">
            <StayQuoteCard quote={quote} busy={snapshot.matches('quoting')} />
            {failure && (
              <div className="shop-notice is-error" role="alert" data-testid="settle-failure">
                <span>{tKey(failure)}</span>
                {snapshot.matches('quoteFailed') && (
                  <button type="button" className="button button-ghost" onClick={() => send({ type: 'RETRY' })}>
                    {t('stayUi.common.retry')}
                  </button>
                )}
              </div>
            )}
            <button type="submit" className="button stay-primary settle-submit" disabled={busy || !snapshot.matches('editing')} data-testid="settle-submit">
              {busy ? t('stayUi.settle.submitting') : t('stayUi.settle.submit')}
            </button>
            <a className="text-link settle-back" href={back}>
              {t('stayUi.settle.changeRoom')}
            </a>
          </div>
        </form>
      )}
    </section>
  );
}
