import { useState, useSyncExternalStore } from 'react';
import { AgeNotice } from '../../components/age-notice';
import { ageNoticeSeen, dismissAgeNotice } from '../../lib/storage';

const unchanging = () => () => {};
/** the server knows no browser: it draws no notice, and hydration shows it where it was never put away */
const seenOnServer = () => true;

/**
 * The first visit's age notice: shown on every page until put away, then never again in this
 * browser (local storage). Put away, focus goes to the page's content, not to the top.
 */
export function AgeNoticeView() {
  const seen = useSyncExternalStore(unchanging, ageNoticeSeen, seenOnServer);
  const [dismissed, setDismissed] = useState(false);
  if (seen || dismissed) return null;
  const onDismiss = () => {
    dismissAgeNotice();
    setDismissed(true);
    document.getElementById('main')?.focus();
  };
  return <AgeNotice onDismiss={onDismiss} />;
}
