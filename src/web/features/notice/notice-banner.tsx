import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { noticeBannerMachine } from '../../../../machines/notice-banner.machine';
import { t } from '../../lib/i18n';
import { NoticeSlot } from './notice-slot';
import { fetchPlacard } from './notice.actors';
import { createMarquee, reducedMotionQuery } from './marquee';
import './notice.css';

/**
 * The notice banner under the header (part of the entry: it is on every page): present only
 * while the machine says `shown`, its one-line slot held while the placard call is out. The
 * machine says when the text moves; the browser moves it (marquee.ts), outside React.
 */
export default function NoticeBanner() {
  const [marquee] = useState(createMarquee);
  const [logic] = useState(() =>
    noticeBannerMachine.provide({
      actors: { fetchPlacard },
      actions: { moveText: marquee.move, holdText: marquee.hold, resetText: marquee.reset },
    }),
  );
  const actor = useActorRef(logic, { input: { reducedMotion: reducedMotionQuery()?.matches ?? false } });
  // only a change of state or text renders again
  const view = useSelector(actor, viewOf, (a, b) => a.state === b.state && a.text === b.text);
  const send = actor.send;

  useEffect(() => {
    const query = reducedMotionQuery();
    if (!query) return;
    const onChange = () => send({ type: 'MOTION_CHANGED', reduced: query.matches });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [send]);

  if (view.state === 'loading') return <NoticeSlot />;
  if (view.state === 'hidden') return null;
  const still = view.state === 'still';
  return (
    <aside
      className={still ? 'notice-banner is-still' : 'notice-banner'}
      aria-label={t('site.notice.label')}
      data-state={view.state}
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
        <p ref={marquee.attach} className="notice-text" data-testid="notice-text">
          {view.text}
        </p>
      </div>
    </aside>
  );
}

type BannerView = { state: 'loading' | 'hidden' | 'still' | 'paused' | 'scrolling'; text: string };

function viewOf(snapshot: SnapshotFrom<typeof noticeBannerMachine>): BannerView {
  const text = snapshot.context.text;
  if (snapshot.matches('loading')) return { state: 'loading', text };
  if (!snapshot.matches('shown')) return { state: 'hidden', text };
  if (snapshot.matches({ shown: 'still' })) return { state: 'still', text };
  return { state: snapshot.matches({ shown: 'paused' }) ? 'paused' : 'scrolling', text };
}

