import { useMachine } from '@xstate/react';
import { noticeBannerMachine } from '../../../../machines/notice-banner.machine';
import { t } from '../../lib/i18n';
import { fetchPlacard } from './notice.actors';

const logic = noticeBannerMachine.provide({ actors: { fetchPlacard } });

/** The notice banner under the header: present only while the machine says `shown`. */
export function NoticeBanner() {
  const [snapshot] = useMachine(logic);
  if (!snapshot.matches('shown')) return null;
  return (
    <aside className="notice-banner" aria-label={t('home.notice')}>
      <p className="notice-text" data-testid="notice-text">
        {snapshot.context.text}
      </p>
    </aside>
  );
}
