import { t } from '../lib/i18n';
import { paths } from '../lib/paths';
import { StatusPanel } from './status-panel';

export function NotFound() {
  return (
    <StatusPanel
      title={t('route.notFound')}
      body={t('page.notFoundBody')}
      action={{ label: t('page.backHome'), href: `#${paths.home}` }}
    />
  );
}
