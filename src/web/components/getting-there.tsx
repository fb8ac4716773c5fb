import { mapLinks } from '../../contract/getting-there';
import { currentLang, t } from '../lib/i18n';
import { useSiteTexts, type SiteTexts } from '../lib/site-texts';
import './getting-there.css';

/**
 * "Getting there": the transport notes staff keep in the site texts (one way of coming a line)
 * and the map links of the page's language (contract/getting-there.ts: Amap then Baidu in cn,
 * Apple then Google in tw, Google in en), each opening the provider's page in a new tab.
 */
export function GettingThereBody({ site, headingLevel = 2, showAddress = true }: { site: SiteTexts; headingLevel?: 2 | 3; showAddress?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lines = site.getting_there.split('\n').map((line) => line.trim()).filter(Boolean);
  const links = mapLinks(currentLang(), { name: site.share_title, address: site.address, point: site.map_point });
  return (
    <section className="getting-there" aria-labelledby="getting-there-title" data-testid="getting-there">
      <Heading id="getting-there-title">{t('gettingThere.title')}</Heading>
      {showAddress && <p className="getting-there-address">{site.address}</p>}
      {lines.length > 0 && (
        <ul className="getting-there-notes">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <ul className="getting-there-maps" aria-label={t('gettingThere.maps')}>
        {links.map(({ provider, href }) => (
          <li key={provider}>
            <a className="button button-ghost" href={href} target="_blank" rel="noopener noreferrer" data-testid="map-link" data-provider={provider}>
              {t('gettingThere.openIn', { name: t(`gettingThere.provider.${provider}`) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The same from the site texts this page reads; nothing while they load or fail. */
export function GettingThere({ headingLevel }: { headingLevel?: 2 | 3 }) {
  const site = useSiteTexts().data;
  return site ? <GettingThereBody site={site} headingLevel={headingLevel} /> : null;
}
