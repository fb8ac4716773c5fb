import type { Localized } from '../../../contract/lang';
import type { HotelDictionaryKind } from '../stay-schema';
import { img, l, rich } from './content/text';

/**
 * The villa's demo data in cn, tw and en: dictionary entries by key (rooms and the hotel refer to
 * them by key; the seeder turns keys into ids), the hotel and its four room kinds, consistent with
 * the villa sections of the content seed (sea-view rooms, vineyard suites). Prices in fen / cents.
 */
export const STAY_DICTIONARY: Record<HotelDictionaryKind, Record<string, Localized>> = {
  layout: {
    king: l('大床房', '大床房', 'King room'),
    twin: l('双床房', '雙床房', 'Twin room'),
    suite: l('一室一厅套房', '一室一廳套房', 'Suite with lounge'),
    house: l('两室一厅独栋', '兩室一廳獨棟', 'Two-bedroom house'),
  },
  floor: {
    ground: l('一层', '一層', 'Ground floor'),
    upper: l('二层', '二層', 'First floor'),
    whole: l('独栋两层', '獨棟兩層', 'Two storeys, detached'),
  },
  label: {
    seaView: l('海景', '海景', 'Sea view'),
    family: l('亲子友好', '親子友善', 'Family friendly'),
    quiet: l('静谧', '靜謐', 'Quiet'),
    hotTub: l('私汤', '私湯', 'Private hot tub'),
    renovated: l('2026 新装', '2026 新裝', 'Renovated 2026'),
  },
  landscape: {
    sea: l('渤海海景', '渤海海景', 'Bohai Sea'),
    vineyard: l('葡萄园景', '葡萄園景', 'Vineyard'),
    garden: l('庭院景', '庭院景', 'Courtyard garden'),
    hills: l('山景', '山景', 'Hills'),
  },
  facility: {
    wifi: l('免费无线网络', '免費無線網路', 'Free Wi-Fi'),
    parking: l('免费停车', '免費停車', 'Free parking'),
    terrace: l('观景露台', '觀景露台', 'Viewing terrace'),
    fireplace: l('壁炉', '壁爐', 'Fireplace'),
    aircon: l('中央空调', '中央空調', 'Central air conditioning'),
    heating: l('地暖', '地暖', 'Underfloor heating'),
    library: l('酒书阅览室', '酒書閱覽室', 'Wine library'),
  },
  bathing: {
    bathtub: l('独立浴缸', '獨立浴缸', 'Freestanding bathtub'),
    rainShower: l('雨淋花洒', '雨淋花灑', 'Rain shower'),
    hotTub: l('户外热水池', '戶外熱水池', 'Outdoor hot tub'),
  },
  bathroom: {
    private: l('独立卫浴', '獨立衛浴', 'Private bathroom'),
    doubleBasin: l('双台盆', '雙檯盆', 'Double basin'),
    toiletries: l('有机洗护用品', '有機洗護用品', 'Organic toiletries'),
    dryer: l('吹风机', '吹風機', 'Hair dryer'),
  },
  appliance: {
    tv: l('智能电视', '智慧電視', 'Smart TV'),
    wineFridge: l('恒温酒柜', '恆溫酒櫃', 'Wine fridge'),
    coffee: l('胶囊咖啡机', '膠囊咖啡機', 'Coffee machine'),
    kettle: l('电热水壶', '電熱水壺', 'Kettle'),
    speaker: l('蓝牙音箱', '藍牙音箱', 'Bluetooth speaker'),
  },
  food: {
    breakfast: l('酒庄早餐', '酒莊早餐', 'Estate breakfast'),
    welcomeWine: l('迎宾葡萄酒一瓶', '迎賓葡萄酒一瓶', 'A bottle of welcome wine'),
    fruit: l('时令水果', '時令水果', 'Seasonal fruit'),
    minibar: l('迷你吧', '迷你吧', 'Minibar'),
  },
  meal: {
    breakfast: l('早餐 07:30–10:00', '早餐 07:30–10:00', 'Breakfast 07:30–10:00'),
    lunch: l('海鲜午餐', '海鮮午餐', 'Seafood lunch'),
    dinner: l('配酒晚宴', '配酒晚宴', 'Wine-pairing dinner'),
    picnic: l('葡萄园野餐篮', '葡萄園野餐籃', 'Vineyard picnic basket'),
  },
  business: {
    pickup: l('蓬莱机场及高铁站接送', '蓬萊機場及高鐵站接送', 'Airport and railway station pick-up'),
    tasting: l('酒窖品鉴', '酒窖品鑑', 'Cellar tasting'),
    bikes: l('自行车租借', '自行車租借', 'Bicycle hire'),
    laundry: l('洗衣服务', '洗衣服務', 'Laundry service'),
    butler: l('管家服务', '管家服務', 'Butler service'),
  },
};

type Keys<K extends HotelDictionaryKind> = Array<keyof (typeof STAY_DICTIONARY)[K] & string>;

export const STAY_HOTEL = {
  name: l('崖畔别墅', '崖畔別墅', 'The Cliffside Villa'),
  address: l(
    '山东省烟台市蓬莱区崖畔路 8 号（蓬莱崖畔酒庄内）',
    '山東省煙臺市蓬萊區崖畔路 8 號（蓬萊崖畔酒莊內）',
    'No. 8 Yapan Road, Penglai District, Yantai, Shandong (inside Penglai Cliffside Estate)',
  ),
  phone: '0535-5600888',
  brief: l(
    '酒庄崖畔的精品别墅，面朝渤海，背倚葡萄园。四种房型共七间客房，入住即可参观酒窖、在露台上享用配酒晚宴。',
    '酒莊崖畔的精品別墅，面朝渤海，背倚葡萄園。四種房型共七間客房，入住即可參觀酒窖、在露台上享用配酒晚宴。',
    'A boutique villa on the estate’s cliff, facing the Bohai Sea with the vineyard behind it. Seven rooms in four kinds; guests may visit the cellar and dine on the terrace.',
  ),
  images: [img('villa-terrace'), img('villa-garden'), img('villa-night'), img('sea-strait')],
  must_read: rich(
    ['入住时间 14:00 以后，退房时间 12:00 以前。', '请至少提前一天预订；入住前 48 小时以上取消可全额退款，24 至 48 小时之间退还 50%，之后不可在线取消。', '入住时请出示预订人有效身份证件。庄园内禁止吸烟，未满 18 岁不得饮酒。'],
    ['入住時間 14:00 以後，退房時間 12:00 以前。', '請至少提前一天預訂；入住前 48 小時以上取消可全額退款，24 至 48 小時之間退還 50%，之後不可線上取消。', '入住時請出示預訂人有效身分證件。莊園內禁止吸菸，未滿 18 歲不得飲酒。'],
    ['Check-in from 14:00, check-out by 12:00.', 'Book at least one day ahead. Cancel more than 48 hours before check-in for a full refund, 24 to 48 hours before for 50 %; later cancellations cannot be made online.', 'Please show the booker’s valid ID at check-in. The estate is non-smoking; no alcohol under 18.'],
  ),
  meals: rich(
    ['早餐每日 07:30–10:00 在葡萄园餐厅供应，已含在房价内。', '午餐与配酒晚宴需提前一天预约，晚宴由酿酒师挑选当季酒款。'],
    ['早餐每日 07:30–10:00 在葡萄園餐廳供應，已含在房價內。', '午餐與配酒晚宴需提前一天預約，晚宴由釀酒師挑選當季酒款。'],
    ['Breakfast is served daily 07:30–10:00 in the vineyard restaurant and is included.', 'Lunch and the wine-pairing dinner are booked a day ahead; the winemaker chooses the season’s wines.'],
  ),
  facilities: ['wifi', 'parking', 'terrace', 'library', 'aircon'] as Keys<'facility'>,
  meals_list: ['breakfast', 'lunch', 'dinner', 'picnic'] as Keys<'meal'>,
  business: ['pickup', 'tasting', 'bikes', 'laundry', 'butler'] as Keys<'business'>,
};

export interface SeedRoom {
  name: Localized;
  brief: Localized;
  images: string[];
  area: number;
  number: number;
  amount: number;
  layout: keyof (typeof STAY_DICTIONARY)['layout'] & string;
  floor: keyof (typeof STAY_DICTIONARY)['floor'] & string;
  labels: Keys<'label'>;
  landscape: Keys<'landscape'>;
  facilities: Keys<'facility'>;
  bathing: Keys<'bathing'>;
  bathroom: Keys<'bathroom'>;
  appliances: Keys<'appliance'>;
  food: Keys<'food'>;
  price_fen: number;
  dollar_price_cents: number;
  weekend_price_fen: number;
  weekend_dollar_price_cents: number;
}

const BATHROOM: Keys<'bathroom'> = ['private', 'toiletries', 'dryer'];
const FOOD: Keys<'food'> = ['breakfast', 'welcomeWine', 'fruit'];

export const STAY_ROOMS: SeedRoom[] = [
  {
    name: l('海景大床房', '海景大床房', 'Sea-view king room'),
    brief: l('二层的大床房，阳台正对渤海，清晨可看渔船出港。', '二層的大床房，陽台正對渤海，清晨可看漁船出港。', 'An upstairs king room whose balcony faces the Bohai Sea; watch the fishing boats leave at dawn.'),
    images: [img('villa-terrace'), img('sea-strait')],
    area: 38, number: 2, amount: 2, layout: 'king', floor: 'upper',
    labels: ['seaView', 'quiet'], landscape: ['sea'], facilities: ['wifi', 'terrace', 'aircon'],
    bathing: ['rainShower'], bathroom: BATHROOM, appliances: ['tv', 'coffee', 'kettle'], food: FOOD,
    price_fen: 128800, dollar_price_cents: 17900, weekend_price_fen: 158800, weekend_dollar_price_cents: 21900,
  },
  {
    name: l('海景双床房', '海景雙床房', 'Sea-view twin room'),
    brief: l('一层的双床房，出门即是海边庭院，适合结伴出行。', '一層的雙床房，出門即是海邊庭院，適合結伴出行。', 'A ground-floor twin room opening onto the seaside courtyard; good for friends travelling together.'),
    images: [img('sea-penglai'), img('winery-courtyard')],
    area: 36, number: 2, amount: 2, layout: 'twin', floor: 'ground',
    labels: ['seaView', 'family'], landscape: ['sea', 'garden'], facilities: ['wifi', 'aircon', 'heating'],
    bathing: ['rainShower'], bathroom: BATHROOM, appliances: ['tv', 'kettle'], food: FOOD,
    price_fen: 118800, dollar_price_cents: 16500, weekend_price_fen: 148800, weekend_dollar_price_cents: 20500,
  },
  {
    name: l('葡萄园套房', '葡萄園套房', 'Vineyard suite'),
    brief: l('带独立花园的套房，面向葡萄园；采收季节，窗外就是采摘队伍。', '帶獨立花園的套房，面向葡萄園；採收季節，窗外就是採摘隊伍。', 'A suite with its own garden facing the vines; at harvest the pickers are right outside.'),
    images: [img('villa-garden'), img('vineyard-morning')],
    area: 62, number: 3, amount: 2, layout: 'suite', floor: 'ground',
    labels: ['family', 'quiet'], landscape: ['vineyard', 'garden'], facilities: ['wifi', 'fireplace', 'aircon', 'heating'],
    bathing: ['bathtub', 'rainShower'], bathroom: [...BATHROOM, 'doubleBasin'], appliances: ['tv', 'wineFridge', 'coffee', 'kettle'], food: [...FOOD, 'minibar'],
    price_fen: 188800, dollar_price_cents: 26200, weekend_price_fen: 228800, weekend_dollar_price_cents: 31800,
  },
  {
    name: l('崖畔独栋别墅', '崖畔獨棟別墅', 'Cliffside house'),
    brief: l('悬崖边的两层独栋，两间卧室、私汤与观海露台，含管家服务。', '懸崖邊的兩層獨棟，兩間臥室、私湯與觀海露台，含管家服務。', 'A two-storey house on the cliff edge with two bedrooms, a private hot tub and a sea terrace; butler included.'),
    images: [img('villa-night'), img('sea-breeze'), img('pavilion-dawn')],
    area: 140, number: 4, amount: 1, layout: 'house', floor: 'whole',
    labels: ['seaView', 'hotTub', 'renovated'], landscape: ['sea', 'vineyard', 'hills'], facilities: ['wifi', 'terrace', 'fireplace', 'aircon', 'heating'],
    bathing: ['bathtub', 'rainShower', 'hotTub'], bathroom: [...BATHROOM, 'doubleBasin'], appliances: ['tv', 'wineFridge', 'coffee', 'kettle', 'speaker'], food: [...FOOD, 'minibar'],
    price_fen: 388800, dollar_price_cents: 53900, weekend_price_fen: 458800, weekend_dollar_price_cents: 63700,
  },
];
