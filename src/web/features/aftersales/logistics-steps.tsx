import type { LogisticsStepInfo, TrackingEvent } from '../../../contract/logistics';
import { trackingStateName } from '../../../contract/logistics';
import { t } from '../../lib/i18n';

function Time({ value }: { value: string }) {
  return <time dateTime={value.replace(' ', 'T') + '+08:00'}>{value.slice(0, 16)}</time>;
}

/** The spec's five steps as a vertical timeline: reached ones filled, the latest marked current. */
export function LogisticsSteps({ steps }: { steps: LogisticsStepInfo[] }) {
  const current = steps.reduce((last, step, index) => (step.reached ? index : last), -1);
  return (
    <ol className="logistics-steps" aria-label={t('aftersales.logistics.progress')}>
      {steps.map((step, index) => (
        <li
          key={step.key}
          className={`logistics-step${step.reached ? ' is-reached' : ''}${index === current ? ' is-current' : ''}`}
          aria-current={index === current ? 'step' : undefined}
          data-step={step.key}
        >
          <span className="logistics-dot" aria-hidden="true" />
          <span className="logistics-step-name">{t(`aftersales.logistics.steps.${step.key}`)}</span>
          <span className="logistics-step-time">
            {step.time ? <Time value={step.time} /> : step.reached ? '' : t('aftersales.logistics.notYet')}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Every tracking event, newest first, with the state the carrier gave it. */
export function TrackingEvents({ events }: { events: TrackingEvent[] }) {
  if (events.length === 0) return <p className="logistics-no-events">{t('aftersales.logistics.noEvents')}</p>;
  return (
    <ol className="logistics-events">
      {events.map((event, index) => {
        const state = trackingStateName(event.state);
        return (
          <li key={`${event.time}-${index}`} className={index === 0 ? 'logistics-event is-latest' : 'logistics-event'}>
            <p className="logistics-event-context">{event.context}</p>
            <p className="logistics-event-meta">
              <Time value={event.time} />
              {state && <span className="logistics-event-state">{t(`aftersales.logistics.states.${state}`)}</span>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
