import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { noticeBannerMachine } from '../../../../machines/notice-banner.machine';
import { t } from '../../lib/i18n';
import { fetchPlacard } from './notice.actors';
import { createTicker, reducedMotionQuery } from './ticker';
import './notice.css';

/**
 * The notice banner under the header: present only while the machine says `shown`. The machine
 * ticks every 20 ms; each tick moves the text one step here, outside React.
 */
export default function NoticeBanner() {
  const textRef = useRef<HTMLParagraphElement>(null);
  const [logic] = useState(() => {
    const ticker = createTicker(() => textRef.current);
    return noticeBannerMachine.provide({
      actors: { fetchPlacard },
      actions: { stepText: ticker.step, resetText: ticker.reset },
    });
  });
  const [snapshot, send] = useMachine(logic, { input: { reducedMotion: reducedMotionQuery()?.matches ?? false } });

  useEffect(() => {
    const query = reducedMotionQuery();
    if (!query) return;
    const onChange = () => send({ type: 'MOTION_CHANGED', reduced: query.matches });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [send]);

  if (!snapshot.matches('shown')) return null;
  const still = snapshot.matches({ shown: 'still' });
  return (
    <aside
      className={still ? 'notice-banner is-still' : 'notice-banner'}
      aria-label={t('site.notice.label')}
      data-state={still ? 'still' : snapshot.matches({ shown: 'paused' }) ? 'paused' : 'scrolling'}
      tabIndex={0}
      onPointerEnter={() => send({ type: 'HOVER_START' })}
      onPointerLeave={() => send({ type: 'HOVER_END' })}
      onFocus={() => send({ type: 'FOCUS_IN' })}
      onBlur={() => send({ type: 'FOCUS_OUT' })}
    >
      <span className="notice-mark" aria-hidden="true">
        <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M3 8v4h3l5 4V4L6 8H3zM14 7a4 4 0 0 1 0 6" />
        </svg>
      </span>
      <div className="notice-track">
        <p ref={textRef} className="notice-text" data-testid="notice-text">
          {snapshot.context.text}
        </p>
      </div>
    </aside>
  );
}
