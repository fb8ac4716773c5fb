import { ContentImage } from '../../components/content-image';
import { SectionHeading } from '../../components/section-heading';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import type { GardenContent } from './garden.actors';

/** Harvest reports by year (spec §3 Report year), each leading to /reportDetails?id=. */
export function HarvestReports({ years }: { years: GardenContent['reports'] }) {
  return (
    <section className="content-section" aria-labelledby="garden-reports">
      <div className="content-inner">
        <SectionHeading
          id="garden-reports"
          eyebrow={t('content.garden.reportsEyebrow')}
          eyebrowLang="en"
          title={t('content.garden.reportsTitle')}
          intro={t('content.garden.reportsIntro')}
        />
        <ul className="report-years">
          {years.map((year) => (
            <li key={year.id} className="report-year">
              <ContentImage className="report-year-image" src={year.images[0]} alt="" sizes="(min-width: 900px) 25vw, 100vw" />
              <div className="report-year-body">
                <h3 className="report-year-title">{year.years}</h3>
                <ul className="report-links">
                  {year.history.map((report) => (
                    <li key={report.id}>
                      <a href={`#${paths.reportDetails}?id=${report.id}`}>{report.title}</a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
