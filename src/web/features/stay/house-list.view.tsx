import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { daysBetween, isDay } from '../../../../machines/calendar-dates';
import { houseListMachine } from '../../../../machines/house-list.machine';
import { StatusPanel } from '../../components/status-panel';
import { navigate, useSearch } from '../../lib/hash-location';
import { t, tKey, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { loadRooms } from './hotel.actors';
import { RoomCard } from './room-card';
import { StayTimes } from './stay-bits';
import { adultsText, nightsText, shortDay } from './stay-format';
import '../../components/shop-page.css';
import './stay.css';
import './stay-pages.css';

const logic = houseListMachine.provide({
  actors: { loadRooms },
  actions: {
    goToSettle: (_, target) =>
      navigate(
        `${paths.settledInfo}?${new URLSearchParams({ room: String(target.room), checkin: target.checkin, checkout: target.checkout, adults: String(target.adults), rooms: String(target.rooms) })}`,
      ),
  },
});

/** The range from the query as it came; the server judges it (and says what is wrong). */
function searchOf(search: string) {
  const query = new URLSearchParams(search);
  const adults = Number(query.get('adults'));
  return { checkin: query.get('checkin') ?? '', checkout: query.get('checkout') ?? '', adults: Number.isInteger(adults) && adults > 0 ? adults : 1 };
}

/** /houseList (login required): rooms free on every night of the range, prices per night, and the rooms the party needs with its total. */
export default function HouseListView() {
  const search = useSearch();
  const [input] = useState(() => searchOf(search));
  const [snapshot, send] = useMachine(logic, { input });
  const { rooms, open, failure, maxAdults } = snapshot.context;
  const { checkin, checkout, adults } = input;
  const valid = isDay(checkin) && isDay(checkout);
  const change = `#${paths.calendar}?${new URLSearchParams({ type: 'stay', checkin, checkout, adults: String(adults) })}`;
  // a refused range, a party too large, or no free room: the page's body offers the calendar itself
  const bodyOffersDates = snapshot.matches('refused') || snapshot.matches('tooLarge') || (snapshot.matches('ready') && rooms.length === 0);

  return (
    <section className="stay-page" aria-labelledby="rooms-title">
      <header className="shop-hero rooms-hero">
        <p className="eyebrow">{t('stayUi.rooms.eyebrow')}</p>
        <h1 id="rooms-title">{t('stayUi.rooms.title')}</h1>
        {valid && (
          <p data-testid="rooms-summary">
            {t('stayUi.rooms.summary', { checkin: shortDay(checkin), checkout: shortDay(checkout), nights: nightsText(daysBetween(checkin, checkout)), adults: adultsText(adults) })}
          </p>
        )}
        <div className="stay-actions">
          {valid && !bodyOffersDates && (
            <a className="text-link" href={change}>
              {t('stayUi.rooms.changeDates')}
            </a>
          )}
          <StayTimes />
        </div>
      </header>
      {snapshot.matches('refused') && !valid ? (
        <StatusPanel level={2} title={t('stayUi.rooms.noDates')} body={t('stayUi.rooms.noDatesHint')} action={{ label: t('stayUi.rooms.chooseDates'), href: change }} />
      ) : snapshot.matches('refused') ? (
        <StatusPanel alert level={2} title={t('stayUi.rooms.refused')} body={tKey(failure ?? 'error.requestFailed')} action={{ label: t('stayUi.rooms.changeDates'), href: change }} />
      ) : snapshot.matches('failed') ? (
        <StatusPanel alert level={2} title={t('stayUi.rooms.failed')} body={tKey(failure ?? 'error.requestFailed')} action={{ label: t('stayUi.common.retry'), onClick: () => send({ type: 'RETRY' }) }} />
      ) : snapshot.matches('loading') ? (
        <p className="shop-loading" role="status">
          {t('stayUi.common.loading')}
        </p>
      ) : snapshot.matches('tooLarge') ? (
        <div className="shop-empty" data-testid="rooms-too-large" role="alert">
          <h2>{tn('stayUi.rooms.tooLarge', maxAdults ?? 0)}</h2>
          <p>{t('stayUi.rooms.tooLargeHint')}</p>
          <a className="button" href={change}>
            {t('stayUi.rooms.changeParty')}
          </a>
        </div>
      ) : rooms.length === 0 ? (
        <div className="shop-empty" data-testid="rooms-empty">
          <h2>{t('stayUi.rooms.empty')}</h2>
          <p>{t('stayUi.rooms.emptyHint')}</p>
          <a className="button" href={change}>
            {t('stayUi.rooms.changeDates')}
          </a>
        </div>
      ) : (
        <ul className="room-list">
          {rooms.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              adults={adults}
              open={open === room.id}
              disabled={!snapshot.can({ type: 'BOOK', id: room.id })}
              onToggle={() => send({ type: 'TOGGLE_ROOM', id: room.id })}
              onBook={() => send({ type: 'BOOK', id: room.id })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
