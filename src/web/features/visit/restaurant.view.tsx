import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { diningBookingMachine, firstDiningDay, lastDiningDay } from '../../../../machines/dining-booking.machine';
import { DINING_MAX_PEOPLE } from '../../../contract/booking';
import { FormField } from '../../components/form-field';
import { GettingThere } from '../../components/getting-there';
import { PageBanner } from '../../components/page-banner';
import { SectionHeading } from '../../components/section-heading';
import { StatusPanel } from '../../components/status-panel';
import { SessionContext } from '../../app/session';
import { currentTarget, navigate } from '../../lib/hash-location';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { newSubmitToken } from '../../lib/submit-token';
import { CountStepper, DateField, dayLabel, FormFailure, messageText } from './booking-bits';
import { BookingSubmit } from './booking-submit';
import { DiningAbout, DiningSummary, MenuChoice } from './dining-parts';
import { createDining, loadRestaurant, quoteDining } from './visit.actors';
import '../../components/content.css';
import '../../components/shop-page.css';
import './visit.css';
import './booking-form.css';

const logic = diningBookingMachine.provide({
  actors: { loadRestaurant, quoteDining, createDining },
  actions: { goToPay: (_, { created }) => navigate(`${paths.VWxPay}?order_no=${encodeURIComponent(created.order_no)}`) },
});

/**
 * /restaurant (spec §2, §9; public): the restaurant and its menus, then the reservation — a menu,
 * an evening at least 48 hours ahead, the guests and a contact — with the server's price: the
 * total, the 50 % prepayment due now and the balance paid at the table. Booking needs a member:
 * a visitor is sent to sign in and comes back here.
 */
export default function RestaurantView() {
  const signedIn = SessionContext.useSelector((state) => state.context.token !== null);
  const phone = SessionContext.useSelector((state) => state.context.user?.mobile ?? '');
  const [input] = useState(() => ({ now: Date.now(), signedIn, phone, submitToken: newSubmitToken() }));
  const [snapshot, send] = useMachine(logic, { input });
  const { restaurant, fields, errors, quote, quoteFailure, failure, now } = snapshot.context;
  const busy = snapshot.matches('submitting') || snapshot.matches('booked');
  const params = { max: DINING_MAX_PEOPLE };
  const errorOf = (field: keyof typeof errors) => (errors[field] ? messageText(errors[field]!, params) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) return navigate(`${paths.login}?url=${encodeURIComponent(currentTarget())}`);
    send({ type: 'SUBMIT' });
  };

  if (snapshot.matches('loadFailed')) {
    return <StatusPanel alert title={messageText(failure ?? 'error.requestFailed')} action={{ label: t('visitUi.list.retry'), onClick: () => send({ type: 'RETRY' }) }} />;
  }
  const info = restaurant?.info;
  return (
    <>
      <PageBanner eyebrow={t('visitUi.dining.eyebrow')} title={info?.title || t('visitUi.dining.eyebrow')} intro={t('visitUi.hub.diningIntro')} image={info?.images[0] ?? '/media/demo/sea-penglai.svg'} />
      {!restaurant ? (
        <p className="shop-loading content-section" role="status">
          {t('visitUi.dining.loading')}
        </p>
      ) : (
        <>
          <DiningAbout info={restaurant.info} />
          <section className="content-section" aria-labelledby="dining-form-title" data-state={JSON.stringify(snapshot.value)}>
            <div className="content-inner">
              <SectionHeading id="dining-form-title" title={t('visitUi.dining.title')} />
              <div className="booking-layout">
                <form className="booking-form" noValidate onSubmit={submit} aria-busy={busy || undefined} aria-labelledby="dining-form-title">
                  <FormFailure message={failure} />
                  <MenuChoice cates={restaurant.cates} chosen={fields.cate} error={errorOf('cate')} disabled={busy} onChoose={(cate) => send({ type: 'CHOOSE', cate })} />
                  <fieldset className="shop-card booking-fieldset">
                    <legend>{t('visitUi.dining.formTitle')}</legend>
                    <DateField id="dining-date" label={t('visitUi.form.date')} value={fields.date} min={firstDiningDay(now, restaurant.info.dinnertime)} max={lastDiningDay(now)}
                      hint={`${t('visitUi.dining.dateHint', { date: dayLabel(firstDiningDay(now, restaurant.info.dinnertime)) })} ${t('visitUi.dining.dinnerTime')} ${restaurant.info.dinnertime}`}
                      error={errorOf('date')} disabled={busy} onChange={(value) => send({ type: 'EDIT', field: 'date', value })} />
                    <div className="booking-counts">
                      <CountStepper id="dining-adults" label={t('visitUi.form.adults')} value={fields.adults} min={1} error={errorOf('adults')} disabled={busy}
                        onChange={(value) => send({ type: 'EDIT', field: 'adults', value })} onStep={(by) => send({ type: 'STEP', field: 'adults', by })} />
                      <CountStepper id="dining-minors" label={t('visitUi.form.minors')} value={fields.minors} error={errorOf('minors')} disabled={busy}
                        onChange={(value) => send({ type: 'EDIT', field: 'minors', value })} onStep={(by) => send({ type: 'STEP', field: 'minors', by })} />
                    </div>
                    <FormField id="dining-name" label={t('visitUi.form.name')} value={fields.name} required autoComplete="name" maxLength={30} error={errorOf('name')}
                      disabled={busy} onChange={(value) => send({ type: 'EDIT', field: 'name', value })} />
                    <FormField id="dining-phone" label={t('visitUi.form.phone')} value={fields.phone} required phone autoComplete="tel"
                      error={errorOf('phone')} disabled={busy} onChange={(value) => send({ type: 'EDIT', field: 'phone', value })} />
                    <FormField id="dining-description" label={t('visitUi.form.description')} value={fields.description} multiline rows={3} maxLength={200}
                      error={errorOf('description')} disabled={busy} onChange={(value) => send({ type: 'EDIT', field: 'description', value })} />
                  </fieldset>
                  <BookingSubmit
                    total={quote && (
                      <>
                        {t('visitUi.dining.prepay')} <strong>¥{quote.pay}</strong> · {t('visitUi.dining.balance')} ¥{quote.balance}
                      </>
                    )}
                    payBy={quote?.pay_by ?? ''} busy={busy} label={t('visitUi.dining.submit')} busyLabel={t('visitUi.form.submitting')} testId="dining-submit" />
                </form>
                <DiningSummary restaurant={restaurant} fields={fields} quote={quote} quoteFailure={quoteFailure ? messageText(quoteFailure, params) : null}
                  pricing={snapshot.matches({ editing: 'quoting' }) || snapshot.matches({ editing: 'resting' })} />
              </div>
            </div>
          </section>
          <section className="content-section content-section--cream">
            <div className="content-inner">
              <GettingThere />
            </div>
          </section>
        </>
      )}
    </>
  );
}
