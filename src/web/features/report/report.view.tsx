import { useSearch } from '../../lib/hash-location';
import { ContentGate } from '../../components/content-gate';
import { RichText } from '../../components/rich-text';
import { StatusPanel } from '../../components/status-panel';
import { formatDate, isoDate } from '../../lib/dates';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadReport, type ReportContent } from './report.actors';
import './report.css';

const logic = contentLogic(loadReport);

/** /reportDetails?id= (not kept alive: the shell mounts it afresh for each report). */
export default function ReportView() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  if (!Number.isInteger(id) || id <= 0) {
    return <StatusPanel title={t('content.report.missing')} action={{ label: t('content.report.back'), href: `#${paths.garden}` }} />;
  }
  return <Report id={id} />;
}

function Report({ id }: { id: number }) {
  const content = useContent<ReportContent, { id: number }>(logic, { id });
  return (
    <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
      {(report) => (
        <article className="content-article report-article">
          <header className="content-article-header">
            <a className="back-link" href={`#${paths.garden}`}>
              {t('content.report.back')}
            </a>
            <p className="eyebrow-line" lang="en">
              {t('content.report.eyebrow')}
            </p>
            <p className="report-vintage">{t('content.report.vintage', { year: report.years })}</p>
            <h1 className="content-article-title">{report.title}</h1>
            <p className="content-article-date">
              <time dateTime={isoDate(report.reportdate)}>{t('content.report.dated', { date: formatDate(report.reportdate) })}</time>
            </p>
          </header>
          <RichText className="content-article-body report-body" html={report.content} />
        </article>
      )}
    </ContentGate>
  );
}
