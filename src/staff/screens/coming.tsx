import { StatePanel } from '../components/state-panel';
import { t } from '../lib/i18n';

/** A route whose screen is not in the console yet (a placeholder module under screens/work/ points here). */
export default function ComingScreen() {
  return (
    <div className="st-page">
      <StatePanel kind="empty" message={t('shell.state.coming')} />
    </div>
  );
}
