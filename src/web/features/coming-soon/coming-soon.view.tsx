import { StatusPanel } from '../../components/status-panel';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** Placeholder for a screen whose issue has not landed yet. */
export default function ComingSoonView() {
  return (
    <StatusPanel
      title={t('page.comingSoon')}
      body={t('page.comingSoonBody')}
      action={{ label: t('page.backHome'), href: `#${paths.home}` }}
    />
  );
}
