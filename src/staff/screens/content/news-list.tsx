import { ContentList } from './content-list';

/** `#/content/news`: the news items. */
export default function NewsListScreen() {
  return <ContentList type="news" />;
}
