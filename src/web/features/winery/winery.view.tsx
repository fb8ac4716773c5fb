import { ContentGate } from '../../components/content-gate';
import { ContentImage } from '../../components/content-image';
import { MediaText } from '../../components/media-text';
import { bannerProps, PageBanner } from '../../components/page-banner';
import { SectionHeading } from '../../components/section-heading';
import { t } from '../../lib/i18n';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadWinery, type WineryContent } from './winery.actors';
import './winery.css';
import { EnglishLine } from '../../components/english-line';

const logic = contentLogic(loadWinery);

/** /winery (kept alive): the building, its design, the estate's dynamics. */
export default function WineryView() {
  const content = useContent<WineryContent>(logic);
  return (
    <>
      <PageBanner {...bannerProps(content.data?.banner, t('route.winery'))} />
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {(data) => (
          <>
            <section className="content-section" aria-labelledby="winery-building">
              <div className="content-inner">
                <SectionHeading id="winery-building" eyebrow={t('content.winery.buildingEyebrow')} eyebrowLang="en" title={t('content.winery.buildingTitle')} />
                <div className="content-stack">
                  {data.sections.map((section, index) => (
                    <MediaText key={section.id} images={section.images} alt={section.title} reverse={index % 2 === 1}>
                      <EnglishLine text={section.entitle} />
                      <h3>{section.title}</h3>
                      <p className="lead-line">{section.brief}</p>
                      <p>{section.intro}</p>
                    </MediaText>
                  ))}
                </div>
              </div>
            </section>
            <DesignNotes designs={data.designs} />
            <Dynamics dynamics={data.dynamics} />
          </>
        )}
      </ContentGate>
    </>
  );
}

function DesignNotes({ designs }: { designs: WineryContent['designs'] }) {
  return (
    <section className="content-section content-section--dark" aria-labelledby="winery-design">
      <div className="content-inner">
        <SectionHeading id="winery-design" inverse eyebrow={t('content.winery.designEyebrow')} eyebrowLang="en" title={t('content.winery.designTitle')} />
        <ul className="design-grid">
          {designs.map((design) => (
            <li key={design.id} className="design-card">
              <ContentImage className="design-image" src={design.images[0]} alt={design.title} sizes="(min-width: 900px) 33vw, 100vw" />
              <h3 className="design-title">{design.title}</h3>
              <p className="design-text">{design.intro}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A dynamic's `url` is an in-app path (opened in the app) or an outside address (a new tab). */
function hrefOf(url: string): { href: string; external: boolean } {
  if (/^https?:\/\//.test(url)) return { href: url, external: true };
  return { href: `#/${url.replace(/^#?\/?/, '')}`, external: false };
}

function Dynamics({ dynamics }: { dynamics: WineryContent['dynamics'] }) {
  if (dynamics.length === 0) return null;
  return (
    <section className="content-section" aria-labelledby="winery-dynamics">
      <div className="content-inner">
        <SectionHeading id="winery-dynamics" eyebrow={t('content.winery.dynamicsEyebrow')} eyebrowLang="en" title={t('content.winery.dynamicsTitle')} />
        <ul className="dynamic-grid">
          {dynamics.map((item) => {
            const link = hrefOf(item.url);
            return (
              <li key={item.id} className="dynamic-card">
                <ContentImage className="dynamic-image" src={item.image} alt="" sizes="(min-width: 900px) 25vw, 50vw" />
                <h3 className="dynamic-title">
                  <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {item.title}
                  </a>
                </h3>
                <p className="dynamic-text">{item.intro}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
