import { ContentList } from './content-list';

/** `#/content/notice`: the notice banner (and new texts for it not yet published). */
export default function NoticeListScreen() {
  return <ContentList type="notice" />;
}
