import { ContentList } from './content-list';

/** `#/content/rotation`: the home carousel's slides. */
export default function RotationListScreen() {
  return <ContentList type="rotation" />;
}
