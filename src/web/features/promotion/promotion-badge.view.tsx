import { useEffect, useState } from 'react';
import { useLocation } from '../../lib/hash-location';
import { SessionContext } from '../../app/session';
import { useFirstScreen } from '../../lib/first-screen';
import { PromotionBadge } from '../../components/promotion-badge';
import { paths } from '../../lib/paths';
import { promotionPutAway, putPromotionAway } from '../../lib/storage';
import { contentLogic, useContent } from '../../lib/use-content';
import { fetchActivity, type Activity } from './promotion.actors';

const logic = contentLogic(fetchActivity);

/** The wine series pages are where the badge would lead: it is not shown there (spec §2). */
const HIDDEN_ON: string[] = [paths.series, paths.seriesDetail];

/** Where the badge leads: the series of the activity, else all series. */
export function promotionTarget(activity: Pick<Activity, 'series_id'>): string {
  return activity.series_id === null ? paths.series : `${paths.series}?id=${activity.series_id}`;
}

/**
 * The promotion badge: shown on every other page while an activity exists, until it is put away
 * for the visit. Drawn by the server in the page it renders, it starts from that activity.
 */
export function PromotionBadgeView() {
  const content = useContent<Activity | null>(logic, undefined, useFirstScreen()?.chrome.promotion);
  const [path] = useLocation();
  const session = SessionContext.useActorRef();
  const activity = content.loading ? null : content.data;
  // the activity put away, by id: a new activity shows again
  const [putAway, setPutAway] = useState(promotionPutAway);

  useEffect(() => {
    if (!content.loading) session.send({ type: 'SET_ACTIVITY', active: activity !== null });
  }, [session, content.loading, activity]);

  if (!activity || HIDDEN_ON.includes(path) || putAway === activity.id) return null;
  const onPutAway = () => {
    putPromotionAway(activity.id);
    setPutAway(activity.id);
  };
  return <PromotionBadge title={activity.title} href={`#${promotionTarget(activity)}`} onPutAway={onPutAway} />;
}
