import type { Lang } from '../../../contract/lang';
import { img, l } from './content/text';

/** Demo visit and catering catalogs (issue 6), in cn / tw / en. Prices in fen and cents. */
const list = (cn: string[], tw: string[], en: string[]): Record<Lang, string[]> => ({ cn, tw, en });
const SLOTS = ['10:00', '11:00', '14:00', '15:00'];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const VISIT_INFO = {
  title: l('蓬莱崖畔酒庄参观', '蓬萊崖畔酒莊參觀', 'Visit Penglai Cliffside Estate'),
  businesstime: l('每日 10:00–17:00', '每日 10:00–17:00', 'Daily 10:00–17:00'),
  address: l('山东省烟台市蓬莱区海滨路崖畔酒庄', '山東省煙台市蓬萊區海濱路崖畔酒莊', 'Cliffside Estate, Binhai Road, Penglai, Yantai, Shandong'),
  phone: '0535-5660188',
  intro: l(
    '沿崖畔葡萄园漫步，走进酒窖与酿造车间，在海风中品鉴本庄佳酿。',
    '沿崖畔葡萄園漫步，走進酒窖與釀造車間，在海風中品鑑本莊佳釀。',
    'Walk the cliffside vineyard, step into the cellar and the winery, and taste our wines in the sea breeze.',
  ),
  images: [img('winery-facade'), img('vineyard-terraces'), img('cellar-barrels')],
  video: '',
};

const notes = list(
  ['请提前 15 分钟到达接待中心', '未成年人须由成人陪同，不提供酒精饮品', '参观需穿着平底鞋'],
  ['請提前 15 分鐘到達接待中心', '未成年人須由成人陪同，不提供酒精飲品', '參觀需穿著平底鞋'],
  ['Please arrive at the reception 15 minutes early', 'Minors must be accompanied by an adult and are served no alcohol', 'Please wear flat shoes'],
);

export const VISIT_CATEGORIES = [
  {
    name: l('标准参观', '標準參觀', 'Standard visit'),
    intro: l('葡萄园与酒窖导览，品鉴两款酒。', '葡萄園與酒窖導覽，品鑑兩款酒。', 'A guided walk through vineyard and cellar, with two wines to taste.'),
    price_fen: 18_800, dollar_cents: 2_600, weekdays: EVERY_DAY, timeslots: SLOTS, capacity: 20, duration_min: 90,
    content: list(['葡萄园导览', '酒窖参观', '品鉴两款酒'], ['葡萄園導覽', '酒窖參觀', '品鑑兩款酒'], ['Vineyard tour', 'Cellar visit', 'Two wines tasted']),
    attention: notes, images: [img('vineyard-morning')], team: 0, min_people: 1, max_people: 20,
  },
  {
    name: l('品鉴之旅', '品鑑之旅', 'Tasting journey'),
    intro: l('导览后由酿酒师带领品鉴四款酒。', '導覽後由釀酒師帶領品鑑四款酒。', 'After the tour, four wines tasted with our winemaker.'),
    price_fen: 38_800, dollar_cents: 5_400, weekdays: EVERY_DAY, timeslots: SLOTS, capacity: 20, duration_min: 120,
    content: list(['葡萄园导览', '酒窖参观', '酿酒师带领品鉴四款酒'], ['葡萄園導覽', '酒窖參觀', '釀酒師帶領品鑑四款酒'], ['Vineyard tour', 'Cellar visit', 'Four wines with the winemaker']),
    attention: notes, images: [img('glass-red')], team: 0, min_people: 1, max_people: 20,
  },
  {
    name: l('尊享私享', '尊享私享', 'Premium private visit'),
    intro: l('私人导览、垂直年份品鉴与佐酒小食。', '私人導覽、垂直年份品鑑與佐酒小食。', 'A private tour, a vertical tasting of vintages and paired bites.'),
    price_fen: 68_800, dollar_cents: 9_600, weekdays: [0, 5, 6], timeslots: SLOTS, capacity: 20, duration_min: 150,
    content: list(['私人导览', '垂直年份品鉴', '佐酒小食'], ['私人導覽', '垂直年份品鑑', '佐酒小食'], ['Private tour', 'Vertical tasting', 'Paired bites']),
    attention: notes, images: [img('cellar-vault')], team: 0, min_people: 1, max_people: 12,
  },
  {
    name: l('团体参观', '團體參觀', 'Team visit'),
    intro: l('12 人及以上团体，含导览与品鉴。', '12 人及以上團體，含導覽與品鑑。', 'For groups of 12 or more: tour and tasting.'),
    price_fen: 18_800, dollar_cents: 2_600, weekdays: [1, 2, 3, 4, 5], timeslots: SLOTS, capacity: 60, duration_min: 120,
    content: list(['团体导览', '品鉴三款酒'], ['團體導覽', '品鑑三款酒'], ['Group tour', 'Three wines tasted']),
    attention: notes, images: [img('winery-courtyard')], team: 1, min_people: 12, max_people: 60,
  },
];

export const CATERING_INFO = {
  title: l('崖畔餐厅', '崖畔餐廳', 'The Cliffside Restaurant'),
  overview: l('面朝渤海的餐厅，以胶东海鲜与本庄佳酿相配。', '面朝渤海的餐廳，以膠東海鮮與本莊佳釀相配。', 'A restaurant facing the Bohai Sea, pairing Jiaodong seafood with our wines.'),
  must_read: l(
    '晚餐需至少提前 48 小时预约，预约时支付 50% 订金，余款到店支付。',
    '晚餐需至少提前 48 小時預約，預約時支付 50% 訂金，餘款到店支付。',
    'Dinners are booked at least 48 hours ahead; 50 % is paid when booking, the balance at the table.',
  ),
  dinnertime: '18:00',
  attention: list(
    ['如有过敏或忌口请在备注中说明', '用餐开始前 48 小时外可全额退还订金'],
    ['如有過敏或忌口請在備註中說明', '用餐開始前 48 小時外可全額退還訂金'],
    ['Tell us about allergies or diets in the description', 'The prepayment is refunded in full until 48 hours before dinner'],
  ),
  images: [img('winery-night'), img('sea-penglai')],
};

export const CATERING_CATEGORIES = [
  { name: l('酒庄套餐', '酒莊套餐', 'Estate set menu'), intro: l('五道菜配两款酒', '五道菜配兩款酒', 'Five courses with two wines'), price_fen: 38_800, dollar_cents: 5_400, amount: 40, images: [img('glass-white')] },
  { name: l('崖畔品鉴菜单', '崖畔品鑑菜單', 'Cliffside tasting menu'), intro: l('八道菜配四款酒', '八道菜配四款酒', 'Eight courses with four wines'), price_fen: 68_800, dollar_cents: 9_600, amount: 24, images: [img('glass-red')] },
  { name: l('海鲜配酒宴', '海鮮配酒宴', 'Seafood and wine feast'), intro: l('胶东海鲜配珍藏年份', '膠東海鮮配珍藏年份', 'Jiaodong seafood with reserve vintages'), price_fen: 98_800, dollar_cents: 13_800, amount: 16, images: [img('sea-strait')] },
];
