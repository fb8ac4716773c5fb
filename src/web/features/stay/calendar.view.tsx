import type { ReactNode } from 'react';
import { useSearch } from '../../lib/hash-location';
import { StatusPanel } from '../../components/status-panel';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { StayCalendar } from './stay-calendar';
import { StayReschedule } from './stay-reschedule';
import { VisitCalendar } from './visit-calendar';
import { DinnerReschedule } from './dinner-reschedule';
import { VisitReschedule } from './visit-reschedule';
import '../../components/shop-page.css';
import './stay.css';

/** A positive whole number from the query, else null. */
function idOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/**
 * /calendar (login required), two modes: `?type=visit&cate=ID` a day and a time slot of a visit
 * category (for /reserveInfo; with `&move=ORDER_NO` a paid visit moved to that day and time);
 * `?type=dining&move=ORDER_NO` a paid dinner moved to another evening; `?type=stay&move=ORDER_NO` a
 * paid stay moved to another arrival day; `?type=stay` (the default)
 * a check-in and check-out range and the adults (for /houseList).
 */
export default function CalendarView() {
  const search = useSearch();
  const query = new URLSearchParams(search);
  const visit = query.get('type') === 'visit';
  const cate = idOf(query.get('cate'));
  const move = query.get('move') ?? '';
  const movable = /^[A-Za-z0-9_-]{4,40}$/.test(move);
  const moving = visit && movable;
  if ((query.get('type') ?? 'stay') === 'stay' && movable) {
    return (
      <RescheduleSection title={t('stayUi.reschedule.titleStay')}>
        <StayReschedule key={`move-${move}`} orderNo={move} />
      </RescheduleSection>
    );
  }
  if (query.get('type') === 'dining' && movable) {
    return (
      <RescheduleSection title={t('stayUi.reschedule.titleDining')}>
        <DinnerReschedule key={`move-${move}`} orderNo={move} />
      </RescheduleSection>
    );
  }
  if (visit && cate === null) {
    return <StatusPanel title={t('stayUi.calendar.badCategory')} action={{ label: t('stayUi.calendar.toVisits'), href: `#${paths.visitBooking}` }} />;
  }
  return (
    <section className="stay-page" aria-labelledby="calendar-title">
      <header className="shop-hero">
        <p className="eyebrow">{moving ? t('stayUi.reschedule.eyebrow') : visit ? t('nav.visit') : t('stayUi.hotel.eyebrow')}</p>
        <h1 id="calendar-title">{moving ? t('stayUi.reschedule.title') : visit ? t('stayUi.calendar.visitTitle') : t('stayUi.calendar.stayTitle')}</h1>
        {!moving && <p>{visit ? t('stayUi.calendar.visitIntro') : t('stayUi.calendar.stayIntro')}</p>}
      </header>
      {/* keyed by the query: another category, booking or mode starts a fresh machine */}
      {moving ? (
        <VisitReschedule key={`move-${move}`} cate={cate!} orderNo={move} />
      ) : visit ? (
        <VisitCalendar key={`visit-${cate}`} cate={cate!} />
      ) : (
        <StayCalendar key="stay" search={search} />
      )}
    </section>
  );
}

/** The page of a stay's or a dinner's change of date: its heading, then the form. */
function RescheduleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="stay-page" aria-labelledby="calendar-title">
      <header className="shop-hero">
        <p className="eyebrow">{t('stayUi.reschedule.eyebrow')}</p>
        <h1 id="calendar-title">{title}</h1>
      </header>
      {children}
    </section>
  );
}
