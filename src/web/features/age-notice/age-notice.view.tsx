import { useState, useSyncExternalStore } from 'react';
import { AgeNotice } from '../../components/age-notice';
import { useFirstScreen } from '../../lib/first-screen';
import { ageNoticeSeen, dismissAgeNotice } from '../../lib/storage';

const unchanging = () => () => {};

/**
 * The first visit's age notice: shown on every page until put away, then never again in this
 * browser (lib/storage.ts). The server draws it in the page it renders while its cookie is absent,
 * and hydration starts from what the server drew, so the page is not pushed down once it runs.
 * Put away, focus goes to the page's content, not to the top.
 */
export function AgeNoticeView() {
  const first = useFirstScreen();
  const seen = useSyncExternalStore(unchanging, ageNoticeSeen, () => !first?.chrome.ageNotice);
  const [dismissed, setDismissed] = useState(false);
  if (seen || dismissed) return null;
  const onDismiss = () => {
    dismissAgeNotice();
    setDismissed(true);
    document.getElementById('main')?.focus();
  };
  return <AgeNotice onDismiss={onDismiss} />;
}
