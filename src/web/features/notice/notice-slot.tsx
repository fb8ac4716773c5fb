/**
 * The banner's place while the placard call is out: a banner arriving later would push the page
 * down (a layout shift). One line high, as the moving banner is; nothing when it turns out hidden.
 */
export function NoticeSlot() {
  return <div className="notice-slot" aria-hidden="true" style={{ minHeight: NOTICE_HEIGHT }} />;
}
/** .notice-track's padding (2 × 9 px) and one line of 14 px text at 1.5 */
const NOTICE_HEIGHT = 39;
