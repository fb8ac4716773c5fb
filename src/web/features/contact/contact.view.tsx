import type { ReactNode } from 'react';
import { bannerProps, PageBanner } from '../../components/page-banner';
import { ContentGate } from '../../components/content-gate';
import { SectionHeading } from '../../components/section-heading';
import { t } from '../../lib/i18n';
import { useSiteTexts, type SiteTexts } from '../../lib/site-texts';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadContactBanner, type ContactBanner } from './contact.actors';
import { ContactForm } from './contact-form';
import './contact.css';

const bannerLogic = contentLogic(loadContactBanner);

/** /contact (kept alive): how to reach the estate (the site texts' contact details), and the contact form. */
export default function ContactView() {
  const banner = useContent<ContactBanner>(bannerLogic);
  const site = useSiteTexts();
  // a failed banner read leaves the plain title: the form matters more than the picture
  const bannerData = banner.failure !== null ? null : (banner.data ?? (banner.loading ? undefined : null));
  return (
    <>
      <PageBanner {...bannerProps(bannerData, t('route.contact'))} />
      <section className="content-section" aria-label={t('route.contact')}>
        <div className="content-inner contact-layout">
          <div className="contact-details">
            <SectionHeading align="start" id="contact-details" eyebrow={t('content.contact.detailsEyebrow')} eyebrowLang="en" title={t('content.contact.detailsTitle')} />
            <ContentGate data={site.data} failure={site.failure} onRetry={site.retry}>
              {(texts) => <ContactList texts={texts} />}
            </ContentGate>
          </div>
          <div className="contact-form-card">
            <SectionHeading align="start" id="contact-form" eyebrow={t('content.contact.formEyebrow')} eyebrowLang="en" title={t('content.contact.formTitle')} intro={t('content.contact.formIntro')} />
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}

/** The estate's address, phone, e-mail and opening hours: the one set the footer, visit and villa pages show too. */
export function ContactList({ texts }: { texts: Pick<SiteTexts, 'address' | 'phone' | 'email' | 'hours'> }) {
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'address', label: t('content.contact.address'), value: texts.address },
    { key: 'phone', label: t('content.contact.phone'), value: texts.phone && <a href={`tel:${texts.phone.replace(/[^\d+]/g, '')}`}>{texts.phone}</a> },
    { key: 'email', label: t('content.contact.email'), value: texts.email && <a href={`mailto:${texts.email}`}>{texts.email}</a> },
    { key: 'hours', label: t('content.contact.hours'), value: texts.hours },
  ];
  return (
    <dl className="contact-list">
      {rows
        .filter((row) => row.value)
        .map((row) => (
          <div key={row.key} className={`contact-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
