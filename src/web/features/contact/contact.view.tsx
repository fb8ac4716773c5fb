import { bannerProps, PageBanner } from '../../components/page-banner';
import { SectionHeading } from '../../components/section-heading';
import { t } from '../../lib/i18n';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadContactBanner, type ContactBanner } from './contact.actors';
import { ContactForm } from './contact-form';
import './contact.css';

const bannerLogic = contentLogic(loadContactBanner);

/** /contact (kept alive): how to reach the estate, and the contact form. */
export default function ContactView() {
  const banner = useContent<ContactBanner>(bannerLogic);
  // a failed banner read leaves the plain title: the form matters more than the picture
  const bannerData = banner.failure !== null ? null : (banner.data ?? (banner.loading ? undefined : null));
  return (
    <>
      <PageBanner {...bannerProps(bannerData, t('route.contact'))} />
      <section className="content-section" aria-label={t('route.contact')}>
        <div className="content-inner contact-layout">
          <div className="contact-details">
            <SectionHeading align="start" id="contact-details" eyebrow={t('content.contact.detailsEyebrow')} eyebrowLang="en" title={t('content.contact.detailsTitle')} />
            <dl className="contact-list">
              <div>
                <dt>{t('content.contact.address')}</dt>
                <dd>{t('content.contact.addressText')}</dd>
              </div>
              <div>
                <dt>{t('content.contact.phone')}</dt>
                <dd>
                  <a href={`tel:${t('content.contact.phoneText').replace(/\s/g, '')}`}>{t('content.contact.phoneText')}</a>
                </dd>
              </div>
              <div>
                <dt>{t('content.contact.email')}</dt>
                <dd>
                  <a href={`mailto:${t('content.contact.emailText')}`}>{t('content.contact.emailText')}</a>
                </dd>
              </div>
              <div>
                <dt>{t('content.contact.hours')}</dt>
                <dd>{t('content.contact.hoursText')}</dd>
              </div>
            </dl>
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
