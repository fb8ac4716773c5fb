import type {
  ActivitiesTable,
  BannersTable,
  BrandSectionsTable,
  DynamicsTable,
  RotationsTable,
} from '../../content-schema';
import { img, l, type SeedOf } from './text';
import type { SeriesKey } from './wines';

export const ROTATIONS: Array<SeedOf<RotationsTable>> = [
  {
    title: l('面朝大海的葡萄园', '面朝大海的葡萄園', 'A vineyard facing the sea'),
    entitle: 'PENGLAI CLIFFSIDE ESTATE',
    intro: l(
      '在蓬莱的崖畔，渤海的风吹过每一行葡萄藤。',
      '在蓬萊的崖畔，渤海的風吹過每一行葡萄藤。',
      'On the cliffs of Penglai, the wind off the Bohai Sea runs through every row of vines.',
    ),
    image: img('vineyard-dusk'),
    link: '/brand',
  },
  {
    title: l('2019 崖畔正牌，现已发售', '2019 崖畔正牌，現已發售', 'The 2019 Grand Vin is here'),
    entitle: 'GRAND VIN 2019',
    intro: l(
      '五年等待，一个完美年份。限量三千二百瓶。',
      '五年等待，一個完美年份。限量三千二百瓶。',
      'Five years of waiting for one perfect vintage. 3,200 bottles only.',
    ),
    image: img('cellar-barrels'),
    link: '/series',
  },
  {
    title: l('在酒庄住一晚', '在酒莊住一晚', 'Stay a night at the estate'),
    entitle: 'THE VILLA',
    intro: l(
      '听着海浪入睡，在葡萄园的晨雾中醒来。',
      '聽著海浪入睡，在葡萄園的晨霧中醒來。',
      'Fall asleep to the waves and wake to morning mist over the vines.',
    ),
    image: img('villa-terrace'),
    link: '/house',
  },
];

export const BANNERS: Array<SeedOf<BannersTable>> = [
  {
    page: 'brand',
    entitle: 'OUR STORY',
    title: l('品牌故事', '品牌故事', 'Our story'),
    intro: l('一座小酒庄，一片海，二十多年的耐心。', '一座小酒莊，一片海，二十多年的耐心。', 'A small estate, a sea, and more than twenty years of patience.'),
    image: img('pavilion-dawn'),
  },
  {
    page: 'garden',
    entitle: 'THE VINEYARD',
    title: l('葡萄园', '葡萄園', 'The vineyard'),
    intro: l('砾石、花岗岩与海风，造就了崖畔的风土。', '礫石、花崗岩與海風，造就了崖畔的風土。', 'Gravel, granite and sea wind make the terroir of the cliff.'),
    image: img('vineyard-terraces'),
  },
  {
    page: 'winery',
    entitle: 'THE WINERY',
    title: l('酒庄建筑', '酒莊建築', 'The winery'),
    intro: l('石头砌成的酒庄，依山势而建，以重力酿酒。', '石頭砌成的酒莊，依山勢而建，以重力釀酒。', 'A stone winery built into the slope, where gravity does the work.'),
    image: img('winery-facade'),
  },
  {
    page: 'house',
    entitle: 'THE VILLA',
    title: l('崖畔别墅', '崖畔別墅', 'The villa'),
    intro: l('六间客房，每一扇窗都望向大海或葡萄园。', '六間客房，每一扇窗都望向大海或葡萄園。', 'Six rooms, every window on the sea or the vines.'),
    image: img('villa-garden'),
  },
  {
    page: 'experience',
    entitle: 'EXPERIENCES',
    title: l('酒庄体验', '酒莊體驗', 'Experiences'),
    intro: l('走进葡萄园与酒窖，亲手感受一瓶酒的诞生。', '走進葡萄園與酒窖，親手感受一瓶酒的誕生。', 'Walk the vines and the cellar and see how a bottle of wine is born.'),
    image: img('vineyard-harvest'),
  },
  {
    page: 'series',
    entitle: 'OUR WINES',
    title: l('葡萄酒系列', '葡萄酒系列', 'Our wines'),
    intro: l('三个系列，同一片海边的土地。', '三個系列，同一片海邊的土地。', 'Three ranges from the same piece of land by the sea.'),
    image: img('cellar-vault'),
  },
  {
    page: 'news',
    entitle: 'NEWS',
    title: l('酒庄新闻', '酒莊新聞', 'News'),
    intro: l('葡萄园与酒窖里的最新消息。', '葡萄園與酒窖裡的最新消息。', 'The latest from the vineyard and the cellar.'),
    image: img('vineyard-morning'),
  },
  {
    page: 'contact',
    entitle: 'CONTACT US',
    title: l('联系我们', '聯絡我們', 'Contact us'),
    intro: l('欢迎来信，或来蓬莱看看我们。', '歡迎來信，或來蓬萊看看我們。', 'Write to us, or come and see us in Penglai.'),
    image: img('sea-penglai'),
  },
];

export const BRAND_SECTIONS: Array<SeedOf<BrandSectionsTable>> = [
  {
    title: l('始于一片海边的坡地', '始於一片海邊的坡地', 'It began with a slope by the sea'),
    entitle: 'THE BEGINNING',
    intro: l(
      '1998 年，林家在蓬莱阁以西的海边崖畔买下一片荒坡。那时人们都说这里风太大、土太薄，种不出好葡萄。二十多年后，这片坡地成了胶东半岛最受关注的小产区之一。',
      '1998 年，林家在蓬萊閣以西的海邊崖畔買下一片荒坡。那時人們都說這裡風太大、土太薄，種不出好葡萄。二十多年後，這片坡地成了膠東半島最受關注的小產區之一。',
      'In 1998 the Lin family bought a bare slope on the cliffs west of the Penglai Pavilion. People said the wind was too strong and the soil too thin for good grapes. Twenty-odd years later, the slope is one of the most watched small sites on the Jiaodong peninsula.',
    ),
    images: [img('pavilion-dawn'), img('vineyard-morning')],
  },
  {
    title: l('海与石的风土', '海與石的風土', 'A terroir of sea and stone'),
    entitle: 'SEA AND STONE',
    intro: l(
      '渤海与黄海在蓬莱交汇，海风让夏天凉爽、秋天干燥。葡萄藤扎根在砾石与花岗岩风化土中，产量低，果实小而浓郁，带着一丝独特的咸鲜。',
      '渤海與黃海在蓬萊交匯，海風讓夏天涼爽、秋天乾燥。葡萄藤紮根在礫石與花崗岩風化土中，產量低，果實小而濃郁，帶著一絲獨特的鹹鮮。',
      'The Bohai and Yellow Seas meet at Penglai, and the sea wind keeps summers cool and autumns dry. The vines root in gravel and weathered granite; yields are low and the berries small, concentrated and faintly saline.',
    ),
    images: [img('sea-breeze'), img('soil-granite')],
  },
  {
    title: l('慢一点，少一点', '慢一點，少一點', 'Slower, and less'),
    entitle: 'OUR CRAFT',
    intro: l(
      '我们只有三十二公顷葡萄园，每年酿造不到八万瓶酒。手工采收、重力流转、长时间陈酿——我们相信好酒需要时间，也需要克制。',
      '我們只有三十二公頃葡萄園，每年釀造不到八萬瓶酒。手工採收、重力流轉、長時間陳釀——我們相信好酒需要時間，也需要克制。',
      'We farm just thirty-two hectares and make fewer than 80,000 bottles a year. Hand harvest, gravity flow and long ageing: we believe good wine needs time, and restraint.',
    ),
    images: [img('cellar-barrels'), img('bottle-grand-vin')],
  },
];

export const DYNAMICS: Array<SeedOf<DynamicsTable>> = [
  {
    image: img('vineyard-harvest'),
    title: l('2026 年采收圆满结束', '2026 年採收圓滿結束', 'The 2026 harvest is in'),
    intro: l(
      '最后一批小芒森于十一月八日入窖，今年的果实健康、酸度出色。',
      '最後一批小芒森於十一月八日入窖，今年的果實健康、酸度出色。',
      'The last Petit Manseng came in on 8 November: healthy fruit with excellent acidity.',
    ),
    url: '/news',
  },
  {
    image: img('cellar-vault'),
    title: l('新酒窖通道对公众开放', '新酒窖通道對公眾開放', 'The new cellar passage opens to visitors'),
    intro: l(
      '参观路线新增一段地下拱廊，可近距离看到正在陈酿的橡木桶。',
      '參觀路線新增一段地下拱廊，可近距離看到正在陳釀的橡木桶。',
      'The tour now passes through an underground arcade lined with barrels at rest.',
    ),
    url: '/experience',
  },
  {
    image: img('villa-terrace'),
    title: l('别墅海景露台落成', '別墅海景露台落成', 'The villa’s sea terrace is finished'),
    intro: l(
      '住客可以在露台上看日落，配一杯海风桃红。',
      '住客可以在露台上看日落，配一杯海風桃紅。',
      'Guests can watch the sunset from the terrace with a glass of Sea Breeze Rosé.',
    ),
    url: '/house',
  },
  {
    image: img('medal-gold'),
    title: l('崖畔正牌 2019 获国际金奖', '崖畔正牌 2019 獲國際金獎', 'Gold for the 2019 Grand Vin'),
    intro: l(
      '这是酒庄第三次在国际大赛中获得金奖。',
      '這是酒莊第三次在國際大賽中獲得金獎。',
      'It is the estate’s third gold medal at an international competition.',
    ),
    url: '/brand',
  },
];

/** The floating badge's promotion: one live now, one ended (kept for the record). The end is exclusive. */
export const ACTIVITIES: Array<
  Omit<SeedOf<ActivitiesTable, 'starts_at' | 'ends_at'>, 'wine_series_id'> & { series: SeriesKey | null }
> = [
  {
    title: l('冬日珍藏季：珍藏系列九折', '冬日珍藏季：珍藏系列九折', 'Winter Reserve Season: 10% off the Reserve range'),
    intro: l(
      '即日起至 2027 年底，崖畔珍藏系列全线九折，并附赠手写品鉴卡。',
      '即日起至 2027 年底，崖畔珍藏系列全線九折，並附贈手寫品鑑卡。',
      'Until the end of 2027, every Cliffside Reserve wine is 10% off and comes with a handwritten tasting card.',
    ),
    image: img('cellar-barrels'),
    series: 'reserve',
    // the price rule the text promises; the window ends as 31 December 2027 ends, China time
    percent_off: 10,
    starts_at: '2026-11-01T00:00:00+08:00',
    ends_at: '2028-01-01T00:00:00+08:00',
  },
  {
    title: l('夏日海风节', '夏日海風節', 'Summer Sea Breeze Festival'),
    intro: l(
      '海风系列夏季特惠，已于八月底结束，感谢大家的参与。',
      '海風系列夏季特惠，已於八月底結束，感謝大家的參與。',
      'The Sea Breeze summer offer ended in late August. Thank you for joining us.',
    ),
    image: img('sea-breeze'),
    series: 'sea-breeze',
    percent_off: null,
    starts_at: '2026-06-01T00:00:00+08:00',
    ends_at: '2026-09-01T00:00:00+08:00',
  },
];
