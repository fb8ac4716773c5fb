import { SECTION_GROUPS, SECTION_TYPE_NAMES, sectionOf, type SectionGroup } from '../../../contract/content-sections';
import type { ContentType } from '../../../contract/staff-content';

/**
 * The content index's groups, by the public page that shows them: every section type in its
 * descriptor's group and order, with news, the notice banner and the carousel where visitors
 * meet them (the carousel and the banner on the home, news beside the brand's updates).
 */
const BEFORE: Partial<Record<SectionGroup, ContentType[]>> = { home: ['rotation', 'notice'] };
const AFTER: Partial<Record<SectionGroup, ContentType[]>> = { brand: ['news'] };

export const CONTENT_GROUPS: { group: SectionGroup; types: ContentType[] }[] = SECTION_GROUPS.map((group) => ({
  group,
  types: [...(BEFORE[group] ?? []), ...SECTION_TYPE_NAMES.filter((type) => sectionOf(type).group === group), ...(AFTER[group] ?? [])],
}));
