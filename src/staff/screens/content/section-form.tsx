import { useState } from 'react';
import { isSectionType, sectionOf, type SectionTypeName } from '../../../contract/content-sections';
import { wineList } from '../../../contract/home-content';
import { pick } from '../../../contract/lang';
import { staffCatalogueList } from '../../../contract/staff-catalogue';
import { staffContentList, type ContentBody, type ContentType } from '../../../contract/staff-content';
import { staffCall } from '../../lib/api';
import { staffLangNow } from '../../lib/i18n';
import type { RefOptions } from './section-fields';
import { formOf, valuesOf, type FormValue, type SectionForm } from './section-values';

/** Whether a type is one row only (the footer and sharing texts): no list, no new entries. */
export const isSingleton = (type: string) => isSectionType(type) && sectionOf(type).singleton === true;

/**
 * The choices of a section's ref fields. Harvest years: the published rows of `report_year`
 * (a ref names a live row). Wine series: the catalogue's list (every series, shown or not) for the
 * roles that may read it (owner, auditor); a content editor may not (STAFF_ACCESS), so it is
 * offered the series the public wine list shows. A choice that cannot be read is left out, and
 * the field then shows the present value by its number rather than failing the editor.
 */
export async function loadRefOptions(type: ContentType, mayReadCatalogue: boolean): Promise<RefOptions> {
  if (!isSectionType(type)) return {};
  const wanted = new Set(Object.values(sectionOf(type).fields).flatMap((spec) => (spec.kind === 'ref' ? [spec.to] : [])));
  const out: RefOptions = {};
  const lang = staffLangNow();
  await Promise.all([
    wanted.has('report_year') &&
      staffCall(staffContentList, { type: 'report_year' })
        .then(({ items }) => {
          out.report_year = items.flatMap((row) => (row.live_id === null ? [] : [{ value: row.live_id, label: row.title }]));
        })
        .catch(() => {}),
    wanted.has('wine_series') &&
      (mayReadCatalogue
        ? staffCall(staffCatalogueList, {}).then(({ series }) => series.map((s) => ({ value: s.id, label: pick(s.title, lang) })))
        : staffCall(wineList, {}).then(({ series }) => series.map((s) => ({ value: s.id, label: s.title }))))
        .then((options) => {
          out.wine_series = options;
        })
        .catch(() => {}),
  ]);
  return out;
}

/**
 * The section form being written: read from each version (again after a save or a restore), and
 * the save call's input from it — the values as the JSON string `fields`.
 */
export function useSectionDraft(type: ContentType, body: ContentBody | undefined, key: string) {
  const section: SectionTypeName | null = isSectionType(type) ? type : null;
  const [draft, setDraft] = useState<{ key: string; form: SectionForm } | null>(null);
  const base = section ? formOf(section, body?.fields) : {};
  const form = draft && draft.key === key ? draft.form : base;
  const set = (name: string, value: FormValue) => setDraft((prev) => ({ key, form: { ...(prev && prev.key === key ? prev.form : base), [name]: value } }));
  const input = section ? { fields: JSON.stringify(valuesOf(section, form)) } : null;
  return { section, form, set, input };
}
