import { fromPromise } from 'xstate';
import { siteGet, type SiteTexts } from '../../contract/content';
import { unwrap } from './api-client';
import { contentLogic, useContent, type Content } from './use-content';

export type { SiteTexts };

/**
 * The site texts in the page's language (/api/winery/site/get): the footer's texts and QR codes,
 * the one set of contact details the contact, visit and villa pages show, the default share
 * card. The footer's content (with this module) loads only when the footer comes near the
 * viewport: it is not part of the home's first load.
 */
export const fetchSiteTexts = (): Promise<SiteTexts> => unwrap(siteGet, {});

const logic = contentLogic(fromPromise<SiteTexts>(() => fetchSiteTexts()));

/** A screen's own read of the site texts, through the content loader (loading, failure, retry). */
export function useSiteTexts(): Content<SiteTexts> {
  return useContent<SiteTexts>(logic);
}
