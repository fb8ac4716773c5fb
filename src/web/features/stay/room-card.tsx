import type { StayRoom } from '../../../contract/hotel';
import { ContentImage } from '../../components/content-image';
import { t, tn, type UiKey } from '../../lib/i18n';
import { Price } from './stay-bits';
import { adultsText, nightsText, roomsText, shortDay, yuan } from './stay-format';

export interface RoomCardProps {
  room: StayRoom;
  /** the party asked about: the rooms it needs and what it pays are said before booking */
  adults: number;
  open: boolean;
  disabled: boolean;
  onToggle: () => void;
  onBook: () => void;
}

/** "¥880 / night", or "¥880–¥1080 / night" when weekend nights cost more. */
function perNight(room: StayRoom): string {
  const prices = room.nights.map((night) => Number(night.price));
  const low = room.nights[prices.indexOf(Math.min(...prices))]?.price ?? room.price;
  const high = room.nights[prices.indexOf(Math.max(...prices))]?.price ?? room.price;
  return t('stayUi.rooms.perNight', { price: low === high ? yuan(low) : `${yuan(low)}–${yuan(high)}` });
}

const DETAILS: { key: UiKey; value: (room: StayRoom) => string }[] = [
  { key: 'stayUi.rooms.layout', value: (room) => room.layout },
  { key: 'stayUi.rooms.floor', value: (room) => room.floor },
  { key: 'stayUi.rooms.size', value: (room) => t('stayUi.rooms.area', { area: room.area }) },
  { key: 'stayUi.rooms.labels', value: (room) => room.labels.join(' · ') },
  { key: 'stayUi.rooms.landscape', value: (room) => room.landscape.join(' · ') },
  { key: 'stayUi.rooms.facilities', value: (room) => room.facilities.join(' · ') },
  { key: 'stayUi.rooms.bathing', value: (room) => room.bathing.join(' · ') },
  { key: 'stayUi.rooms.bathroom', value: (room) => room.bathroom.join(' · ') },
  { key: 'stayUi.rooms.appliances', value: (room) => room.appliances.join(' · ') },
  { key: 'stayUi.rooms.food', value: (room) => room.food.join(' · ') },
];

/** One room kind of /houseList: picture, what it is, the rooms the party needs and its total for the range; details on demand. */
export function RoomCard({ room, adults, open, disabled, onToggle, onBook }: RoomCardProps) {
  const detailsId = `room-${room.id}-details`;
  const titleId = `room-${room.id}-title`;
  return (
    <li className="room-card" data-testid="room-card" data-room={room.id} aria-labelledby={titleId}>
      <div className="room-card-media">
        <ContentImage src={room.images[0]} alt={room.name} sizes="(min-width: 900px) 360px, 100vw" />
      </div>
      <div className="room-card-body">
        <h2 id={titleId} className="room-name">
          {room.name}
        </h2>
        <p className="room-facts">
          <span>{room.layout}</span>
          <span>{t('stayUi.rooms.area', { area: room.area })}</span>
          <span>{tn('stayUi.rooms.maxAdults', room.number)}</span>
        </p>
        {room.labels.length > 0 && (
          <ul className="stay-chips">
            {room.labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        )}
        <p className="room-brief">{room.brief}</p>
        <button type="button" className="link-button room-toggle" aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
          {open ? t('stayUi.rooms.hideDetails') : t('stayUi.rooms.details')}
        </button>
      </div>
      <div className="room-card-price">
        <p className="room-per-night">{perNight(room)}</p>
        <p className="room-party" data-testid="room-party">
          {t('stayUi.rooms.party', { rooms: roomsText(room.rooms_needed), adults: adultsText(adults) })}
        </p>
        <p className="room-total">
          <span>{t('stayUi.rooms.total', { nights: nightsText(room.nights.length) })}</span>
          <Price amount={room.party_total} dollar={room.dollar_party_total} testId="room-total" />
        </p>
        {room.rooms_needed > 1 && <p className="room-per-room">{t('stayUi.rooms.perRoom', { price: yuan(room.total), rooms: room.rooms_needed })}</p>}
        <p className="room-left">{tn('stayUi.rooms.left', room.amount)}</p>
        <button type="button" className="button" disabled={disabled} onClick={onBook} data-testid="room-book">
          {t('stayUi.rooms.book')}
        </button>
      </div>
      <div id={detailsId} className="room-details" hidden={!open}>
        <dl className="room-detail-list">
          {DETAILS.map(({ key, value }) => {
            const text = value(room);
            return text ? (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd>{text}</dd>
              </div>
            ) : null;
          })}
        </dl>
        <table className="room-nights">
          <caption>{t('stayUi.rooms.nightly')}</caption>
          <tbody>
            {room.nights.map((night) => (
              <tr key={night.day}>
                <th scope="row">{shortDay(night.day)}</th>
                <td>{yuan(night.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {open && room.images.length > 1 && (
          <ul className="stay-gallery" aria-label={t('stayUi.rooms.pictures', { name: room.name })}>
            {room.images.slice(1).map((src, index) => (
              <li key={src}>
                <ContentImage src={src} alt={`${room.name} ${index + 2}`} sizes="(min-width: 900px) 25vw, 50vw" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
