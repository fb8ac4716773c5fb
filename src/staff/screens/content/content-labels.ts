import { LANGS, type Lang } from '../../../contract/lang';
import { CONTENT_TYPES, type ContentType } from '../../../contract/staff-content';
import { t, type StaffKey } from '../../lib/i18n';

/** Words of the content screens shared by the list, the editor and the preview. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export const stateWord = (state: string) => ((CONTENT_STATES as readonly string[]).includes(state) ? t(`content.state.${state}` as StaffKey) : state);
export const stateTone = (state: string) => (state === 'published' ? 'success' : state === 'scheduled' ? 'info' : state === 'draft' ? 'warning' : 'neutral');
export const langWord = (lang: Lang) => t(`content.lang.${lang}` as StaffKey);
export const isContentType = (type: string): type is ContentType => (CONTENT_TYPES as readonly string[]).includes(type);
/** `12` names a document, `live-5` a live row not edited yet, `new` a news item not saved yet. */
export function refOf(ref: string): { id?: string; live_id?: string } {
  if (ref.startsWith('live-')) return { live_id: ref.slice(5) };
  return ref === 'new' ? {} : { id: ref };
}
export const refText = (row: { id: number | null; live_id: number | null }) => (row.id !== null ? String(row.id) : `live-${row.live_id}`);
export { LANGS };
