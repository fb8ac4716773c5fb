import type { WineSeriesTable, WinesTable } from '../../content-schema';
import { img, l, rich, type SeedOf } from './text';

export type SeriesKey = 'reserve' | 'sea-breeze' | 'golden-strait';

export const WINE_SERIES: Array<SeedOf<WineSeriesTable> & { key: SeriesKey }> = [
  {
    key: 'reserve',
    title: l('崖畔珍藏', '崖畔珍藏', 'Cliffside Reserve'),
    intro: l(
      '来自面海崖畔最老的地块：低产量、手工采收，在法国橡木桶中陈酿十八至二十四个月。',
      '來自面海崖畔最老的地塊：低產量、手工採收，在法國橡木桶中陳釀十八至二十四個月。',
      'From the oldest sea-facing blocks on the cliff: low yields, hand-picked fruit, eighteen to twenty-four months in French oak.',
    ),
    image: img('cellar-barrels'),
  },
  {
    key: 'sea-breeze',
    title: l('海风', '海風', 'Sea Breeze'),
    intro: l(
      '清新明亮，带着渤海的咸鲜气息——为餐桌与老友小聚而酿。',
      '清新明亮，帶著渤海的鹹鮮氣息——為餐桌與老友小聚而釀。',
      'Fresh and bright, with the saline lift of the Bohai Sea: wines made for the table and for old friends.',
    ),
    image: img('sea-breeze'),
  },
  {
    key: 'golden-strait',
    title: l('金色海峡', '金色海峽', 'Golden Strait'),
    intro: l(
      '晚收小芒森酿成的甜白，十一月的阳光与海风让果实在枝头慢慢浓缩。',
      '晚收小芒森釀成的甜白，十一月的陽光與海風讓果實在枝頭慢慢濃縮。',
      'Late-harvest Petit Manseng, its berries slowly concentrated on the vine by November sun and sea wind.',
    ),
    image: img('vineyard-harvest'),
  },
];

const DRY_RED = l('干红葡萄酒', '乾紅葡萄酒', 'Dry red');

export const WINES: Array<Omit<SeedOf<WinesTable>, 'series_id'> & { series: SeriesKey }> = [
  {
    series: 'reserve',
    title: l('崖畔正牌干红 2019', '崖畔正牌乾紅 2019', 'Cliffside Grand Vin 2019'),
    intro: l(
      '酒庄的旗舰之作，只在最好的年份酿造，仅三千二百瓶。',
      '酒莊的旗艦之作，只在最好的年份釀造，僅三千二百瓶。',
      'The estate’s flagship, made only in the finest years: 3,200 bottles.',
    ),
    description: rich(
      [
        '2019 年夏季干燥、秋季晴朗，是崖畔近二十年来最完美的年份之一。我们从面海的砾石坡地挑选了三块老藤，分别采收、分别发酵，最后在酒窖中用整整一个冬天完成调配。',
        '酒液在法国中度烘烤橡木桶中陈酿二十四个月，装瓶后再于酒窖静置一年方才出厂。今日饮用已见层次，亦可窖藏至 2035 年。',
      ],
      [
        '2019 年夏季乾燥、秋季晴朗，是崖畔近二十年來最完美的年份之一。我們從面海的礫石坡地挑選了三塊老藤，分別採收、分別發酵，最後在酒窖中用整整一個冬天完成調配。',
        '酒液在法國中度烘烤橡木桶中陳釀二十四個月，裝瓶後再於酒窖靜置一年方才出廠。今日飲用已見層次，亦可窖藏至 2035 年。',
      ],
      [
        'The summer of 2019 was dry and the autumn clear: one of the finest vintages on the cliff in twenty years. We chose three old-vine parcels on the sea-facing gravel slope, picked and fermented each apart, and spent a whole winter in the cellar on the blend.',
        'The wine spent twenty-four months in medium-toast French oak and a further year in bottle before release. It is already layered today and will keep until 2035.',
      ],
    ),
    price_fen: 128800,
    dollar_price_cents: 19800,
    alcohol: '14%',
    type: DRY_RED,
    volume: '750ml',
    grape: l('赤霞珠 60%、马瑟兰 25%、小味儿多 15%', '赤霞珠 60%、馬瑟蘭 25%、小味兒多 15%', 'Cabernet Sauvignon 60%, Marselan 25%, Petit Verdot 15%'),
    vintage: 2019,
    stock: 60,
    images: [img('bottle-grand-vin'), img('glass-red'), img('cellar-barrels')],
    is_sell: 1,
    tasting_notes: l(
      '黑醋栗、黑樱桃与雪松，伴随淡淡的海盐与石墨气息；单宁细密如丝，余味悠长。',
      '黑醋栗、黑櫻桃與雪松，伴隨淡淡的海鹽與石墨氣息；單寧細密如絲，餘味悠長。',
      'Blackcurrant, black cherry and cedar with a touch of sea salt and graphite; silky, fine-grained tannins and a long finish.',
    ),
  },
  {
    series: 'reserve',
    title: l('崖畔珍藏赤霞珠干红 2021', '崖畔珍藏赤霞珠乾紅 2021', 'Cliffside Reserve Cabernet Sauvignon 2021'),
    intro: l(
      '生长在花岗岩风化土上的赤霞珠，结构坚实而清新。',
      '生長在花崗岩風化土上的赤霞珠，結構堅實而清新。',
      'Cabernet Sauvignon grown on weathered granite: firm in structure, fresh in spirit.',
    ),
    description: rich(
      [
        '这款酒的葡萄来自酒庄东坡，那里的土壤是风化的花岗岩砂，排水极好，让葡萄根系向深处寻找水分。',
        '采收后以 25°C 控温发酵，浸皮二十一天，随后在橡木桶中陈酿十八个月，其中三成为新桶。',
      ],
      [
        '這款酒的葡萄來自酒莊東坡，那裡的土壤是風化的花崗岩砂，排水極好，讓葡萄根系向深處尋找水分。',
        '採收後以 25°C 控溫發酵，浸皮二十一天，隨後在橡木桶中陳釀十八個月，其中三成為新桶。',
      ],
      [
        'The fruit comes from the estate’s east slope, where the soil is weathered granite sand that drains fast and sends the roots deep for water.',
        'After picking it ferments at a controlled 25°C with twenty-one days on the skins, then ages eighteen months in oak, a third of it new.',
      ],
    ),
    price_fen: 58800,
    dollar_price_cents: 8900,
    alcohol: '13.5%',
    type: DRY_RED,
    volume: '750ml',
    grape: l('赤霞珠 100%', '赤霞珠 100%', 'Cabernet Sauvignon 100%'),
    vintage: 2021,
    stock: 180,
    images: [img('bottle-reserve-cabernet'), img('grapes-cabernet-sauvignon')],
    is_sell: 1,
    tasting_notes: l(
      '黑加仑、甜椒与烟草叶，酸度明亮，单宁紧致，适合搭配烤羊排。',
      '黑加侖、甜椒與菸草葉，酸度明亮，單寧緊緻，適合搭配烤羊排。',
      'Cassis, bell pepper and tobacco leaf; bright acidity and tight tannins, lovely with grilled lamb.',
    ),
  },
  {
    series: 'reserve',
    title: l('崖畔珍藏蛇龙珠干红 2020', '崖畔珍藏蛇龍珠乾紅 2020', 'Cliffside Reserve Cabernet Gernischt 2020'),
    intro: l(
      '烟台百年传承的蛇龙珠，在崖畔找到了最温柔的表达。',
      '煙台百年傳承的蛇龍珠，在崖畔找到了最溫柔的表達。',
      'Cabernet Gernischt, grown around Yantai for over a century, at its most tender on the cliff.',
    ),
    description: rich(
      [
        '蛇龙珠在胶东半岛已有一百多年的种植历史，如今人们知道它与佳美娜同源。我们的老藤种于 2003 年，每亩产量控制在三百公斤以内。',
        '酒体中等，果香与香料交织，是最能代表蓬莱风土的一款酒。',
      ],
      [
        '蛇龍珠在膠東半島已有一百多年的種植歷史，如今人們知道它與佳美娜同源。我們的老藤種於 2003 年，每畝產量控制在三百公斤以內。',
        '酒體中等，果香與香料交織，是最能代表蓬萊風土的一款酒。',
      ],
      [
        'Cabernet Gernischt has grown on the Jiaodong peninsula for more than a hundred years and is now known to share its roots with Carmenère. Our vines were planted in 2003 and yield under 300 kg per mu.',
        'Medium-bodied, with fruit and spice woven together, it is the wine that speaks most clearly of Penglai.',
      ],
    ),
    price_fen: 46800,
    dollar_price_cents: 6900,
    alcohol: '13.5%',
    type: DRY_RED,
    volume: '750ml',
    grape: l('蛇龙珠 90%、梅洛 10%', '蛇龍珠 90%、梅洛 10%', 'Cabernet Gernischt 90%, Merlot 10%'),
    vintage: 2020,
    stock: 120,
    images: [img('bottle-reserve-gernischt'), img('grapes-cabernet-gernischt')],
    is_sell: 1,
    tasting_notes: l(
      '红椒、覆盆子与黑胡椒，带有一丝薄荷的清凉；口感圆润，收尾微辛。',
      '紅椒、覆盆子與黑胡椒，帶有一絲薄荷的清涼；口感圓潤，收尾微辛。',
      'Red pepper, raspberry and black pepper with a cool hint of mint; round on the palate with a gently spiced finish.',
    ),
  },
  {
    series: 'sea-breeze',
    title: l('海风霞多丽干白 2024', '海風霞多麗乾白 2024', 'Sea Breeze Chardonnay 2024'),
    intro: l(
      '不过桶的霞多丽，像一个晴朗的海边清晨。',
      '不過桶的霞多麗，像一個晴朗的海邊清晨。',
      'Unoaked Chardonnay that tastes like a clear morning by the sea.',
    ),
    description: rich(
      [
        '我们在清晨气温最低时采收霞多丽，整串压榨后在 15–20°C 的低温下缓慢发酵，保留最纯净的果香。',
        '酒液在不锈钢罐中带酒泥陈酿六个月，口感因此更加饱满，却依然清爽。',
      ],
      [
        '我們在清晨氣溫最低時採收霞多麗，整串壓榨後在 15–20°C 的低溫下緩慢發酵，保留最純淨的果香。',
        '酒液在不鏽鋼罐中帶酒泥陳釀六個月，口感因此更加飽滿，卻依然清爽。',
      ],
      [
        'We pick the Chardonnay at dawn, when the air is coolest, press whole bunches and ferment slowly at 15–20°C to keep the purest fruit.',
        'Six months on fine lees in steel give it more texture while keeping it crisp.',
      ],
    ),
    price_fen: 22800,
    dollar_price_cents: 3500,
    alcohol: '12.5%',
    type: l('干白葡萄酒', '乾白葡萄酒', 'Dry white'),
    volume: '750ml',
    grape: l('霞多丽 100%', '霞多麗 100%', 'Chardonnay 100%'),
    vintage: 2024,
    stock: 300,
    images: [img('bottle-sea-breeze-chardonnay'), img('glass-white')],
    is_sell: 1,
    tasting_notes: l(
      '青苹果、白桃与柠檬皮，尾段带有牡蛎壳般的矿物感；冰镇至 10°C 配海鲜最佳。',
      '青蘋果、白桃與檸檬皮，尾段帶有牡蠣殼般的礦物感；冰鎮至 10°C 配海鮮最佳。',
      'Green apple, white peach and lemon zest with an oyster-shell minerality; best at 10°C with seafood.',
    ),
  },
  {
    series: 'sea-breeze',
    title: l('海风桃红葡萄酒 2024', '海風桃紅葡萄酒 2024', 'Sea Breeze Rosé 2024'),
    intro: l(
      '淡淡的三文鱼粉色，夏日露台上的第一杯酒。',
      '淡淡的鮭魚粉色，夏日露台上的第一杯酒。',
      'Pale salmon pink: the first glass on a summer terrace.',
    ),
    description: rich(
      [
        '马瑟兰与梅洛采收后仅与果皮接触四小时，便得到这抹柔和的粉色。',
        '低温发酵带来红色浆果与花香，酒精度低、酸度活泼，适合整个下午慢慢享用。',
      ],
      [
        '馬瑟蘭與梅洛採收後僅與果皮接觸四小時，便得到這抹柔和的粉色。',
        '低溫發酵帶來紅色漿果與花香，酒精度低、酸度活潑，適合整個下午慢慢享用。',
      ],
      [
        'Marselan and Merlot rest on their skins for only four hours, just long enough for this soft shade of pink.',
        'A cool fermentation brings red berries and flowers; light in alcohol and lively in acidity, it is made for a long afternoon.',
      ],
    ),
    price_fen: 19800,
    dollar_price_cents: 2900,
    alcohol: '12%',
    type: l('桃红葡萄酒', '桃紅葡萄酒', 'Dry rosé'),
    volume: '750ml',
    grape: l('马瑟兰 70%、梅洛 30%', '馬瑟蘭 70%、梅洛 30%', 'Marselan 70%, Merlot 30%'),
    vintage: 2024,
    stock: 240,
    images: [img('bottle-sea-breeze-rose'), img('glass-rose')],
    is_sell: 1,
    tasting_notes: l(
      '草莓、西瓜与玫瑰花瓣，清爽干净，带一点点海盐的咸味。',
      '草莓、西瓜與玫瑰花瓣，清爽乾淨，帶一點點海鹽的鹹味。',
      'Strawberry, watermelon and rose petal; clean and crisp with the faintest salinity.',
    ),
  },
  {
    series: 'sea-breeze',
    title: l('海风梅洛干红 2023', '海風梅洛乾紅 2023', 'Sea Breeze Merlot 2023'),
    intro: l(
      '柔顺易饮的梅洛，适合每一个平常的晚餐。',
      '柔順易飲的梅洛，適合每一個平常的晚餐。',
      'A supple, easy Merlot for every ordinary dinner.',
    ),
    description: rich(
      [
        '梅洛种在酒庄较低处的黏土砾石地块，海风让夜晚凉爽，果实成熟而不失新鲜。',
        '一半在旧橡木桶、一半在不锈钢罐中陈酿十个月，保留了饱满的果味。',
      ],
      [
        '梅洛種在酒莊較低處的黏土礫石地塊，海風讓夜晚涼爽，果實成熟而不失新鮮。',
        '一半在舊橡木桶、一半在不鏽鋼罐中陳釀十個月，保留了飽滿的果味。',
      ],
      [
        'Our Merlot grows on the lower clay-and-gravel blocks, where the sea breeze keeps the nights cool and the fruit ripe yet fresh.',
        'Half ages in older oak and half in steel for ten months, keeping the fruit generous.',
      ],
    ),
    price_fen: 25800,
    dollar_price_cents: 3900,
    alcohol: '13%',
    type: DRY_RED,
    volume: '750ml',
    grape: l('梅洛 100%', '梅洛 100%', 'Merlot 100%'),
    vintage: 2023,
    stock: 260,
    images: [img('bottle-sea-breeze-merlot'), img('grapes-merlot')],
    is_sell: 1,
    tasting_notes: l(
      '李子、红樱桃与可可，单宁柔和，搭配红烧菜与家常菜都很合适。',
      '李子、紅櫻桃與可可，單寧柔和，搭配紅燒菜與家常菜都很合適。',
      'Plum, red cherry and cocoa with soft tannins; at home with braised dishes and family cooking.',
    ),
  },
  {
    series: 'sea-breeze',
    title: l('海风马瑟兰干红 2022', '海風馬瑟蘭乾紅 2022', 'Sea Breeze Marselan 2022'),
    intro: l(
      '在中国大放异彩的马瑟兰，芬芳而优雅。',
      '在中國大放異彩的馬瑟蘭，芬芳而優雅。',
      'Marselan, the grape that shines in China: perfumed and elegant.',
    ),
    description: rich(
      [
        '马瑟兰是赤霞珠与歌海娜的后代，在胶东的海洋性气候下表现出迷人的花香。',
        '我们以 25°C 发酵，轻柔淋皮，再于橡木桶中陈酿十二个月。',
      ],
      [
        '馬瑟蘭是赤霞珠與歌海娜的後代，在膠東的海洋性氣候下表現出迷人的花香。',
        '我們以 25°C 發酵，輕柔淋皮，再於橡木桶中陳釀十二個月。',
      ],
      [
        'Marselan, a cross of Cabernet Sauvignon and Grenache, shows a lovely floral side in the maritime climate of Jiaodong.',
        'We ferment at 25°C with gentle pump-overs, then age it twelve months in oak.',
      ],
    ),
    price_fen: 32800,
    dollar_price_cents: 4900,
    alcohol: '13.5%',
    type: DRY_RED,
    volume: '750ml',
    grape: l('马瑟兰 100%', '馬瑟蘭 100%', 'Marselan 100%'),
    vintage: 2022,
    stock: 150,
    images: [img('bottle-sea-breeze-marselan'), img('grapes-marselan')],
    is_sell: 1,
    tasting_notes: l(
      '紫罗兰、蓝莓与甘草，口感丰满而细腻，余味带有香料。',
      '紫羅蘭、藍莓與甘草，口感豐滿而細膩，餘味帶有香料。',
      'Violet, blueberry and liquorice; generous yet fine, with a spiced finish.',
    ),
  },
  {
    series: 'golden-strait',
    title: l('金色海峡晚收小芒森甜白 2023', '金色海峽晚收小芒森甜白 2023', 'Golden Strait Late Harvest Petit Manseng 2023'),
    intro: l(
      '晚秋采收的小芒森，甜美与酸度恰到好处。',
      '晚秋採收的小芒森，甜美與酸度恰到好處。',
      'Petit Manseng picked in late autumn: sweetness and acidity in perfect balance.',
    ),
    description: rich(
      [
        '小芒森果皮厚实，能在枝头挂到十一月。海风吹干果实，糖分与香气随之浓缩。',
        '我们分三次逐串采收，低温发酵至天然停止，保留每升约九十克的残糖。',
      ],
      [
        '小芒森果皮厚實，能在枝頭掛到十一月。海風吹乾果實，糖分與香氣隨之濃縮。',
        '我們分三次逐串採收，低溫發酵至天然停止，保留每公升約九十克的殘糖。',
      ],
      [
        'Thick-skinned Petit Manseng can hang on the vine into November, while the sea wind dries the berries and concentrates sugar and aroma.',
        'We pick bunch by bunch in three passes and ferment cool until it stops on its own, keeping about ninety grams of sugar per litre.',
      ],
    ),
    price_fen: 36800,
    dollar_price_cents: 5500,
    alcohol: '11.5%',
    type: l('甜白葡萄酒', '甜白葡萄酒', 'Sweet white'),
    volume: '375ml',
    grape: l('小芒森 100%', '小芒森 100%', 'Petit Manseng 100%'),
    vintage: 2023,
    stock: 90,
    images: [img('bottle-golden-strait'), img('glass-sweet'), img('grapes-petit-manseng')],
    is_sell: 1,
    tasting_notes: l(
      '杏干、蜂蜜、菠萝与橙花，甜而不腻，酸度清亮；搭配蓝纹奶酪或水果挞。',
      '杏乾、蜂蜜、鳳梨與橙花，甜而不膩，酸度清亮；搭配藍紋乳酪或水果撻。',
      'Dried apricot, honey, pineapple and orange blossom; sweet but never cloying, with bright acidity. Try it with blue cheese or a fruit tart.',
    ),
  },
];
