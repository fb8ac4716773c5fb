import type {
  DesignsTable,
  ExperiencesTable,
  TastingNotesTable,
  VillasTable,
  WineFactsTable,
  WinerySectionsTable,
} from '../../content-schema';
import { img, l, type SeedOf } from './text';

export const WINERY_SECTIONS: Array<SeedOf<WinerySectionsTable>> = [
  {
    entitle: 'THE WINERY',
    brief: l('依山而建的石头酒庄', '依山而建的石頭酒莊', 'A stone winery set into the hill'),
    title: l('酒庄建筑', '酒莊建築', 'The building'),
    intro: l(
      '酒庄用附近山上采来的花岗岩砌成，屋顶覆土种草，远远望去几乎与山坡融为一体。建筑分为三层，沿着山势一级级向下。',
      '酒莊用附近山上採來的花崗岩砌成，屋頂覆土種草，遠遠望去幾乎與山坡融為一體。建築分為三層，沿著山勢一級級向下。',
      'The winery is built of granite quarried from the hills nearby, its roof covered in soil and grass, so from afar it almost disappears into the slope. Its three levels step down the hillside.',
    ),
    images: [img('winery-facade'), img('winery-courtyard')],
  },
  {
    entitle: 'THE CELLAR',
    brief: l('恒温恒湿的地下拱顶酒窖', '恆溫恆濕的地下拱頂酒窖', 'A vaulted cellar, cool and still all year'),
    title: l('酒窖', '酒窖', 'The cellar'),
    intro: l(
      '酒窖深入山体八米，全年保持在 14°C 左右，湿度约百分之七十五。六百只法国橡木桶在这里安静地陈酿。',
      '酒窖深入山體八公尺，全年保持在 14°C 左右，濕度約百分之七十五。六百隻法國橡木桶在這裡安靜地陳釀。',
      'The cellar reaches eight metres into the hill and stays near 14°C all year at about 75% humidity. Six hundred French oak barrels rest here in quiet.',
    ),
    images: [img('cellar-vault'), img('cellar-barrels')],
  },
  {
    entitle: 'THE TASTING ROOM',
    brief: l('望向大海的品鉴室', '望向大海的品鑑室', 'A tasting room that looks out to sea'),
    title: l('品鉴室', '品鑑室', 'The tasting room'),
    intro: l(
      '品鉴室位于酒庄最高一层，一整面落地窗朝向渤海。傍晚时分，灯光亮起，酒杯里映着落日的颜色。',
      '品鑑室位於酒莊最高一層，一整面落地窗朝向渤海。傍晚時分，燈光亮起，酒杯裡映著落日的顏色。',
      'The tasting room sits on the top level, one whole wall of glass facing the Bohai Sea. At dusk the lamps come on and the glasses catch the colour of the sunset.',
    ),
    images: [img('winery-night'), img('glass-red')],
  },
];

export const DESIGNS: Array<SeedOf<DesignsTable>> = [
  {
    title: l('本地石材', '本地石材', 'Local stone'),
    intro: l(
      '外墙全部使用本地花岗岩，由老石匠手工砌筑，石块之间不用水泥勾缝。',
      '外牆全部使用本地花崗岩，由老石匠手工砌築，石塊之間不用水泥勾縫。',
      'The walls are all local granite, laid by hand by old stonemasons without cement between the stones.',
    ),
    images: [img('design-section')],
  },
  {
    title: l('三层重力流', '三層重力流', 'Three levels of gravity'),
    intro: l(
      '葡萄在最高层接收与挑选，中层发酵，最底层陈酿，全程不用泵，对酒液最温柔。',
      '葡萄在最高層接收與挑選，中層發酵，最底層陳釀，全程不用泵，對酒液最溫柔。',
      'Grapes arrive and are sorted on the top level, ferment in the middle and age at the bottom: no pumps, the gentlest path for the wine.',
    ),
    images: [img('design-gravity')],
  },
  {
    title: l('围合庭院', '圍合庭院', 'The enclosed courtyard'),
    intro: l(
      '建筑围绕一个中心庭院展开，挡住冬季的北风，夏天则让海风穿堂而过。',
      '建築圍繞一個中心庭院展開，擋住冬季的北風，夏天則讓海風穿堂而過。',
      'The buildings gather around a central courtyard that shelters from the winter north wind and lets the summer sea breeze through.',
    ),
    images: [img('design-plan')],
  },
];

export const VILLAS: Array<SeedOf<VillasTable>> = [
  {
    entitle: 'SEA-VIEW ROOMS',
    title: l('海景客房', '海景客房', 'Sea-view rooms'),
    intro: l(
      '四间海景客房，推开窗就是渤海。清晨可以看到渔船出港，晚上听着海浪入睡。',
      '四間海景客房，推開窗就是渤海。清晨可以看到漁船出港，晚上聽著海浪入睡。',
      'Four sea-view rooms: open the window and there is the Bohai Sea. Watch the fishing boats leave at dawn and fall asleep to the waves.',
    ),
    images: [img('villa-terrace'), img('sea-strait')],
  },
  {
    entitle: 'VINEYARD SUITES',
    title: l('葡萄园套房', '葡萄園套房', 'Vineyard suites'),
    intro: l(
      '两间套房面向葡萄园，带独立花园。采收季节，窗外就是忙碌的采摘队伍。',
      '兩間套房面向葡萄園，帶獨立花園。採收季節，窗外就是忙碌的採摘隊伍。',
      'Two suites face the vines, each with its own garden. At harvest time the pickers are right outside the window.',
    ),
    images: [img('villa-garden'), img('vineyard-morning')],
  },
  {
    entitle: 'EVENINGS',
    title: l('夜晚的别墅', '夜晚的別墅', 'Evenings at the villa'),
    intro: l(
      '入住客人可在露台享用酒庄晚餐。入住时间为 14:00，退房时间为 12:00，请至少提前一天预订。',
      '入住客人可在露台享用酒莊晚餐。入住時間為 14:00，退房時間為 12:00，請至少提前一天預訂。',
      'Guests may dine on the terrace in the evening. Check-in is from 14:00 and check-out by 12:00; please book at least one day ahead.',
    ),
    images: [img('villa-night')],
  },
];

export const EXPERIENCES: Array<SeedOf<ExperiencesTable>> = [
  {
    title: l('葡萄园漫步', '葡萄園漫步', 'A walk in the vineyard'),
    intro: l(
      '跟随葡萄园团队走过东坡与海边梯田，认识七个葡萄品种，亲手触摸砾石与花岗岩土壤。',
      '跟隨葡萄園團隊走過東坡與海邊梯田，認識七個葡萄品種，親手觸摸礫石與花崗岩土壤。',
      'Walk the east slope and the seaside terraces with the vineyard team, meet our seven grape varieties and hold the gravel and granite in your hand.',
    ),
    images: [img('vineyard-terraces'), img('soil-gravel')],
  },
  {
    title: l('酒窖参观与品鉴', '酒窖參觀與品鑑', 'Cellar tour and tasting'),
    intro: l(
      '从接收葡萄的最高层一路走到地下酒窖，最后在品鉴室品尝四款酒庄葡萄酒。',
      '從接收葡萄的最高層一路走到地下酒窖，最後在品鑑室品嚐四款酒莊葡萄酒。',
      'Follow the wine from the top level where the grapes arrive down to the underground cellar, and finish with four estate wines in the tasting room.',
    ),
    images: [img('cellar-barrels'), img('glass-red')],
  },
  {
    title: l('海边晚宴', '海邊晚宴', 'Dinner by the sea'),
    intro: l(
      '以当天的渔获为主角，五道菜配五款酒。请至少提前四十八小时预订，并预付百分之五十。',
      '以當天的漁獲為主角，五道菜配五款酒。請至少提前四十八小時預訂，並預付百分之五十。',
      'Five courses built on the day’s catch, each with its wine. Please book at least 48 hours ahead with a 50% prepayment.',
    ),
    images: [img('sea-penglai'), img('glass-white')],
  },
  {
    title: l('调配工作坊', '調配工作坊', 'Blending workshop'),
    intro: l(
      '在酿酒师的指导下，用三款基酒调配出属于自己的一瓶酒，贴上亲手写的酒标带回家。',
      '在釀酒師的指導下，用三款基酒調配出屬於自己的一瓶酒，貼上親手寫的酒標帶回家。',
      'With a winemaker beside you, blend your own bottle from three base wines, then take it home under a label you write yourself.',
    ),
    images: [img('bottle-reserve-cabernet'), img('cellar-vault')],
  },
];

/** The winemaking and serving figures of spec §9, shown on the experience page. */
export const WINE_FACTS: Array<SeedOf<WineFactsTable>> = [
  {
    key: 'fermentation_white',
    title: l('白葡萄酒发酵温度', '白葡萄酒發酵溫度', 'White wine fermentation'),
    value: '15–20°C',
    intro: l('低温缓慢发酵，保留花香与新鲜的果香。', '低溫緩慢發酵，保留花香與新鮮的果香。', 'A slow, cool ferment keeps the floral and fresh fruit aromas.'),
  },
  {
    key: 'fermentation_red',
    title: l('红葡萄酒发酵温度', '紅葡萄酒發酵溫度', 'Red wine fermentation'),
    value: '25°C',
    intro: l('适中的温度让颜色与单宁充分萃取，又不失果味。', '適中的溫度讓顏色與單寧充分萃取，又不失果味。', 'A moderate temperature draws out colour and tannin without losing the fruit.'),
  },
  {
    key: 'serving_temperature',
    title: l('建议饮用温度', '建議飲用溫度', 'Suggested serving temperature'),
    value: '10°C',
    intro: l('白葡萄酒、桃红与甜酒冰镇至约 10°C 饮用，香气最为清晰。', '白葡萄酒、桃紅與甜酒冰鎮至約 10°C 飲用，香氣最為清晰。', 'Whites, rosé and sweet wines show their aromas most clearly at about 10°C.'),
  },
];

export const TASTING_NOTES: Array<SeedOf<TastingNotesTable>> = [
  {
    name: l('观色', '觀色', 'Look'),
    intro: l('将酒杯斜放在白色背景前，观察颜色的深浅与边缘的色调。', '將酒杯斜放在白色背景前，觀察顏色的深淺與邊緣的色調。', 'Tilt the glass against something white and look at the depth of colour and the tint at the rim.'),
  },
  {
    name: l('摇杯', '搖杯', 'Swirl'),
    intro: l('轻轻摇动酒杯，让酒液与空气接触，香气随之打开。', '輕輕搖動酒杯，讓酒液與空氣接觸，香氣隨之打開。', 'Swirl the glass gently so the wine meets the air and its aromas open up.'),
  },
  {
    name: l('闻香', '聞香', 'Smell'),
    intro: l('先短闻一次，再深闻一次，分辨果香、花香与橡木的气息。', '先短聞一次，再深聞一次，分辨果香、花香與橡木的氣息。', 'Take a short sniff, then a deep one, and look for fruit, flowers and oak.'),
  },
  {
    name: l('入口', '入口', 'Sip'),
    intro: l('小啜一口，让酒液在口中停留几秒，覆盖整个舌面。', '小啜一口，讓酒液在口中停留幾秒，覆蓋整個舌面。', 'Take a small sip and hold it for a few seconds so it covers the whole tongue.'),
  },
  {
    name: l('感受结构', '感受結構', 'Feel the structure'),
    intro: l('留意酸度、单宁与酒体之间的平衡。', '留意酸度、單寧與酒體之間的平衡。', 'Notice the balance between acidity, tannin and body.'),
  },
  {
    name: l('回味', '回味', 'Finish'),
    intro: l('咽下之后，感受香气在口中停留的时间——越长越好。', '嚥下之後，感受香氣在口中停留的時間——越長越好。', 'After swallowing, notice how long the flavour stays: the longer the better.'),
  },
  {
    name: l('配餐', '配餐', 'Pair'),
    intro: l('海鲜配白葡萄酒与桃红，红烧与烤肉配红葡萄酒，甜点配甜白。', '海鮮配白葡萄酒與桃紅，紅燒與烤肉配紅葡萄酒，甜點配甜白。', 'Seafood with whites and rosé, braises and grills with reds, dessert with a sweet white.'),
  },
];
