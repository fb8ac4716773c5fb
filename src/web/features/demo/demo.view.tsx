import { useState, type ReactNode } from 'react';
import { ContentGate } from '../../components/content-gate';
import { ContentImage } from '../../components/content-image';
import { FormField } from '../../components/form-field';
import { LoadMore } from '../../components/load-more';
import { MediaText } from '../../components/media-text';
import { PageBanner } from '../../components/page-banner';
import { RichText } from '../../components/rich-text';
import { SectionHeading } from '../../components/section-heading';
import { Tabs } from '../../components/tabs';
import { t } from '../../lib/i18n';
import './demo.css';

const art = (name: string) => `/media/demo/${name}.svg`;

const COLOURS = [
  { name: '--wine', hex: '#5a1a2b', light: true },
  { name: '--wine-deep', hex: '#2a0f17', light: true },
  { name: '--gold', hex: '#b8925a', light: false },
  { name: '--gold-text', hex: '#7a5a2c', light: true },
  { name: '--green', hex: '#2f3b2a', light: true },
  { name: '--cream', hex: '#f5efe6', light: false },
  { name: '--paper', hex: '#fbf8f3', light: false },
  { name: '--line', hex: '#e2d8ca', light: false },
  { name: '--ink', hex: '#231c1a', light: true },
  { name: '--muted', hex: '#5e5450', light: true },
];

const noop = () => {};

/** /demo: the design system in use — type, colour and every shared component in its states. */
export default function DemoView() {
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('one');
  const [name, setName] = useState('Li Hua');
  const tabLabel = { one: t('content.demo.tabOne'), two: t('content.demo.tabTwo'), three: t('content.demo.tabThree') };
  return (
    <>
      <PageBanner eyebrow={t('content.demo.eyebrow')} title={t('content.demo.title')} intro={t('content.demo.intro')} image={art('vineyard-dusk')} />

      <section className="content-section" aria-labelledby="demo-type">
        <div className="content-inner">
          <SectionHeading id="demo-type" eyebrow="TYPOGRAPHY" eyebrowLang="en" title={t('content.demo.typography')} />
          <div className="demo-type">
            <p className="demo-display">{t('content.demo.displaySample')}</p>
            <h3 className="demo-h3">{t('content.demo.headingSample')}</h3>
            <p className="demo-body">{t('content.demo.bodySample')}</p>
            <p className="demo-cjk">{t('content.demo.cjkSample')}</p>
            <p className="eyebrow-line" lang="en">
              PENGLAI · SHANDONG
            </p>
          </div>
        </div>
      </section>

      <section className="content-section content-section--cream" aria-labelledby="demo-colours">
        <div className="content-inner">
          <SectionHeading id="demo-colours" eyebrow="COLOUR" eyebrowLang="en" title={t('content.demo.colours')} />
          <ul className="demo-swatches">
            {COLOURS.map((colour) => (
              <li key={colour.name} className="demo-swatch" style={{ background: `var(${colour.name})`, color: colour.light ? '#fff' : 'var(--ink)' }}>
                <code>{colour.name}</code>
                <span>{colour.hex}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="content-section" aria-labelledby="demo-components">
        <div className="content-inner demo-components">
          <SectionHeading id="demo-components" eyebrow="COMPONENTS" eyebrowLang="en" title={t('content.demo.components')} />

          <DemoBlock title={t('content.demo.buttons')}>
            <div className="demo-row">
              <button type="button" className="button">{t('content.demo.primary')}</button>
              <button type="button" className="button button-ghost">{t('content.demo.ghost')}</button>
              <button type="button" className="button" disabled>{t('content.demo.disabled')}</button>
            </div>
          </DemoBlock>

          <DemoBlock title={t('content.demo.headings')}>
            <SectionHeading level={3} eyebrow="SEA AND STONE" eyebrowLang="en" title={t('content.demo.headingSample')} intro={t('content.demo.headingIntro')} />
          </DemoBlock>

          <DemoBlock title={t('content.demo.tabs')}>
            <Tabs label={t('content.demo.tabs')} idBase="demo-tabs" tabs={(['one', 'two', 'three'] as const).map((key) => ({ key, label: tabLabel[key] }))} selected={tab} onSelect={setTab}>
              <p className="demo-center">{t('content.demo.tabBody', { tab: tabLabel[tab] })}</p>
            </Tabs>
          </DemoBlock>

          <DemoBlock title={t('content.demo.story')}>
            <MediaText images={[art('cellar-barrels'), art('bottle-grand-vin')]} alt={t('content.demo.headingSample')}>
              <p className="eyebrow-line" lang="en">
                OUR CRAFT
              </p>
              <h4 className="demo-h4">{t('content.demo.headingSample')}</h4>
              <p>{t('content.demo.bodySample')}</p>
            </MediaText>
          </DemoBlock>

          <DemoBlock title={t('content.demo.richText')}>
            <RichText
              className="demo-narrow"
              html={`<p>${t('content.demo.bodySample')}</p><h3>${t('content.demo.headingSample')}</h3><blockquote>${t('content.demo.headingIntro')}</blockquote>`}
            />
          </DemoBlock>

          <DemoBlock title={t('content.demo.images')}>
            <div className="demo-images">
              <ContentImage src={art('vineyard-terraces')} alt="" />
              <ContentImage src={art('glass-red')} alt="" />
              <ContentImage src={art('grapes-marselan')} alt="" />
            </div>
          </DemoBlock>

          <DemoBlock title={t('content.demo.states')}>
            <div className="demo-states">
              <div>
                <p className="demo-caption">{t('content.demo.loading')}</p>
                <ContentGate data={null} failure={null} onRetry={noop}>{() => null}</ContentGate>
              </div>
              <div>
                <p className="demo-caption">{t('content.demo.failure')}</p>
                <ContentGate data={null} failure="error.network" onRetry={noop}>{() => null}</ContentGate>
              </div>
            </div>
          </DemoBlock>

          <DemoBlock title={t('content.demo.paging')}>
            <LoadMore shown={6} total={10} loading={false} failure={null} onMore={noop} onRetry={noop} />
            <LoadMore shown={6} total={10} loading failure={null} onMore={noop} onRetry={noop} />
            <LoadMore shown={10} total={10} loading={false} failure={null} onMore={noop} onRetry={noop} />
          </DemoBlock>

          <DemoBlock title={t('content.demo.fields')}>
            <div className="demo-fields">
              <FormField id="demo-ok" label={t('content.demo.fieldOk')} value={name} onChange={setName} required />
              <FormField id="demo-error" label={t('content.demo.fieldError')} value="lihua@" onChange={noop} error={t('validation.email')} required />
              <FormField id="demo-disabled" label={t('content.demo.fieldDisabled')} value="13800000007" onChange={noop} disabled />
            </div>
          </DemoBlock>
        </div>
      </section>
    </>
  );
}

function DemoBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="demo-block">
      <h3 className="demo-block-title">{title}</h3>
      {children}
    </div>
  );
}
