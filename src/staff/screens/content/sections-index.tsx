import '../work/work.css';
import './content.css';
import './sections.css';
import { PageHeader } from '../../components/page-header';
import { hrefOf } from '../../lib/hash';
import { t } from '../../lib/i18n';
import { CONTENT_GROUPS } from './content-groups';

/**
 * `#/content`: every content type the public pages show, grouped by page — one entry in the
 * side navigation instead of one per type. Each opens its list (the footer its one document).
 */
export default function SectionsIndexScreen() {
  return (
    <div className="st-page st-work st-content">
      <PageHeader title={t('content.sections.title')} subtitle={t('content.sections.subtitle')} />
      <div className="st-content-groups">
        {CONTENT_GROUPS.map(({ group, types }) => (
          <section key={group} className="st-panel st-content-group" aria-labelledby={`content-group-${group}`}>
            <h2 id={`content-group-${group}`} className="st-panel-head">
              {t(`content.sections.group.${group}`)}
            </h2>
            <ul>
              {types.map((type) => (
                <li key={type}>
                  <a href={hrefOf(`/content/${type}`)}>{t(`content.title.${type}`)}</a>
                  <span className="st-hint">{t(`content.subtitle.${type}`)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
