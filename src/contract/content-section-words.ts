import type { Lang, Localized } from './lang';
import type { SectionTypeName } from './content-sections';

/**
 * The names of the content sections' fields and choices in cn, tw and en: the console labels its
 * forms with them and the server names a refused field with them, so both say the same.
 * `fieldLabel` takes a type's own word first (an award's `intro` is its name), then the common one.
 */
const FIELD_LABELS: Record<string, Localized> = {
  title: { cn: '标题', tw: '標題', en: 'Title' },
  intro: { cn: '简介', tw: '簡介', en: 'Introduction' },
  image: { cn: '图片', tw: '圖片', en: 'Picture' },
  images: { cn: '图片', tw: '圖片', en: 'Pictures' },
  wine_series_id: { cn: '优惠的系列', tw: '優惠的系列', en: 'Series it takes money off' },
  starts_at: { cn: '开始时间', tw: '開始時間', en: 'Starts' },
  ends_at: { cn: '结束时间', tw: '結束時間', en: 'Ends' },
  percent_off: { cn: '折扣（减 %）', tw: '折扣（減 %）', en: 'Percent off' },
  sort: { cn: '排序（小的在前）', tw: '排序（小的在前）', en: 'Order (lower first)' },
  entitle: { cn: '英文标题行（仅英文页面显示）', tw: '英文標題行（僅英文頁面顯示）', en: 'English line (shown on the English pages)' },
  years: { cn: '年份', tw: '年份', en: 'Year' },
  items: { cn: '事件', tw: '事件', en: 'Events' },
  category: { cn: '类别', tw: '類別', en: 'Category' },
  name: { cn: '名称', tw: '名稱', en: 'Name' },
  position: { cn: '职位', tw: '職位', en: 'Position' },
  jobtime: { cn: '任职时间', tw: '任職時間', en: 'Years in post' },
  content: { cn: '正文', tw: '正文', en: 'Text' },
  year: { cn: '年份', tw: '年份', en: 'Year' },
  url: { cn: '链接', tw: '連結', en: 'Link' },
  is_img: { cn: '版式', tw: '版式', en: 'Layout' },
  intro_title: { cn: '简介标题', tw: '簡介標題', en: 'Introduction heading' },
  intro_images: { cn: '简介图片', tw: '簡介圖片', en: 'Introduction pictures' },
  value: { cn: '数值', tw: '數值', en: 'Figure' },
  color: { cn: '果皮颜色', tw: '果皮顏色', en: 'Berry colour' },
  brief: { cn: '摘要', tw: '摘要', en: 'Brief' },
  key: { cn: '代码（英文，唯一）', tw: '代碼（英文，唯一）', en: 'Key (unique, in English)' },
  years_id: { cn: '采收年份', tw: '採收年份', en: 'Harvest year' },
  reportdate: { cn: '报告日期', tw: '報告日期', en: 'Report date' },
  page: { cn: '页面', tw: '頁面', en: 'Page' },
  tagline: { cn: '页脚标语', tw: '頁尾標語', en: 'Footer tagline' },
  address: { cn: '地址', tw: '地址', en: 'Address' },
  phone: { cn: '电话', tw: '電話', en: 'Phone' },
  email: { cn: '客服邮箱', tw: '客服信箱', en: 'Support email' },
  hours: { cn: '开放时间', tw: '開放時間', en: 'Opening hours' },
  weibo_url: { cn: '微博链接', tw: '微博連結', en: 'Microblog link' },
  wechat_qr: { cn: '微信公众号二维码', tw: '微信公眾號 QR 碼', en: 'WeChat account QR code' },
  service_qr: { cn: '客服二维码', tw: '客服 QR 碼', en: 'Customer service QR code' },
  legal: { cn: '版权声明', tw: '版權聲明', en: 'Legal line' },
  record: { cn: '备案号', tw: '備案號', en: 'Record number' },
  share_title: { cn: '默认分享标题', tw: '預設分享標題', en: 'Default share title' },
  share_intro: { cn: '默认分享简介', tw: '預設分享簡介', en: 'Default share text' },
  getting_there: { cn: '交通指引（每种方式一行）', tw: '交通指引（每種方式一行）', en: 'Getting there (one way of coming a line)' },
  map_point: { cn: '地图坐标（纬度,经度，WGS-84）', tw: '地圖座標（緯度,經度，WGS-84）', en: 'Map point (latitude,longitude, WGS-84)' },
};

const TYPE_FIELD_LABELS: Partial<Record<`${SectionTypeName}.${string}`, Localized>> = {
  'award.intro': { cn: '奖项名称', tw: '獎項名稱', en: 'Award' },
  'activity.image': { cn: '悬浮标图片', tw: '懸浮標圖片', en: 'Badge picture' },
  'team.content': { cn: '介绍', tw: '介紹', en: 'Biography' },
  'report.content': { cn: '报告正文', tw: '報告正文', en: 'Report' },
};

const CHOICE_LABELS: Partial<Record<`${SectionTypeName}.${string}.${string | number}`, Localized>> = {
  'team.category.1': { cn: '创始人与酿酒师', tw: '創辦人與釀酒師', en: 'Founders and winemakers' },
  'team.category.5': { cn: '葡萄园、酒窖与接待团队', tw: '葡萄園、酒窖與接待團隊', en: 'Vineyard, cellar and hospitality' },
  'award.category.1': { cn: '国际赛事', tw: '國際賽事', en: 'International competitions' },
  'award.category.5': { cn: '国内赛事', tw: '國內賽事', en: 'National competitions' },
  'award.category.10': { cn: '酒评与酒评指南', tw: '酒評與酒評指南', en: 'Critics and guides' },
  'vineyard.category.1': { cn: '风土概况', tw: '風土概況', en: 'Terroir overview' },
  'vineyard.category.2': { cn: '葡萄园地块', tw: '葡萄園地塊', en: 'Vineyard plot' },
  'vineyard.is_img.0': { cn: '文字在前', tw: '文字在前', en: 'Text first' },
  'vineyard.is_img.1': { cn: '图片在前', tw: '圖片在前', en: 'Picture first' },
  'grape.color.red': { cn: '红葡萄', tw: '紅葡萄', en: 'Red' },
  'grape.color.white': { cn: '白葡萄', tw: '白葡萄', en: 'White' },
  'banner.page.brand': { cn: '品牌', tw: '品牌', en: 'Brand' },
  'banner.page.garden': { cn: '葡萄园', tw: '葡萄園', en: 'Vineyard' },
  'banner.page.winery': { cn: '酒庄', tw: '酒莊', en: 'Winery' },
  'banner.page.house': { cn: '别墅', tw: '別墅', en: 'Villa' },
  'banner.page.experience': { cn: '体验', tw: '體驗', en: 'Experiences' },
  'banner.page.series': { cn: '葡萄酒', tw: '葡萄酒', en: 'Wines' },
  'banner.page.news': { cn: '新闻', tw: '新聞', en: 'News' },
  'banner.page.contact': { cn: '联系我们', tw: '聯絡我們', en: 'Contact' },
};

/** A field's name in `lang`: the type's own word, else the common one, else the field's key. */
export function fieldLabel(type: SectionTypeName, field: string, lang: Lang): string {
  return (TYPE_FIELD_LABELS[`${type}.${field}`] ?? FIELD_LABELS[field])?.[lang] ?? field;
}

/** A choice's name in `lang`, else the option as written. */
export function choiceLabel(type: SectionTypeName, field: string, option: string | number, lang: Lang): string {
  return CHOICE_LABELS[`${type}.${field}.${option}`]?.[lang] ?? String(option);
}
