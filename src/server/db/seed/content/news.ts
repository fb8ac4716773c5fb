import type { NewsTable } from '../../content-schema';
import { img, l, rich, type SeedOf } from './text';

/** Newest first, as the news page lists them. is_text 1 = a text-only item without pictures. */
export const NEWS: Array<SeedOf<NewsTable, 'releasedate'>> = [
  {
    title: l('2026 年采收报告：一个凉爽而从容的秋天', '2026 年採收報告：一個涼爽而從容的秋天', 'Harvest 2026: a cool, unhurried autumn'),
    summary: l(
      '九月的少雨与十月的晴天，让今年的葡萄在枝头多挂了整整一周。',
      '九月的少雨與十月的晴天，讓今年的葡萄在枝頭多掛了整整一週。',
      'A dry September and a sunny October let the grapes hang a full week longer this year.',
    ),
    content: rich(
      [
        '今年的采收从九月十二日的霞多丽开始，到十一月八日的晚收小芒森结束，历时五十七天。',
        '九月降雨比往年少三成，十月几乎天天晴朗，昼夜温差保持在十度以上。赤霞珠的成熟度是近五年来最均匀的一次。',
        '酿酒师周岩说：“今年的果实干净、酸度漂亮，我们几乎不需要做任何调整。”',
      ],
      [
        '今年的採收從九月十二日的霞多麗開始，到十一月八日的晚收小芒森結束，歷時五十七天。',
        '九月降雨比往年少三成，十月幾乎天天晴朗，晝夜溫差保持在十度以上。赤霞珠的成熟度是近五年來最均勻的一次。',
        '釀酒師周岩說：「今年的果實乾淨、酸度漂亮，我們幾乎不需要做任何調整。」',
      ],
      [
        'This year’s harvest began with Chardonnay on 12 September and ended with late-harvest Petit Manseng on 8 November: fifty-seven days in all.',
        'September brought a third less rain than usual and October was sunny almost every day, with more than ten degrees between day and night. The Cabernet Sauvignon ripened more evenly than in any of the last five years.',
        '“The fruit is clean and the acidity beautiful,” says winemaker Zhou Yan. “We hardly had to adjust a thing.”',
      ],
    ),
    releasedate: '2026-11-12',
    images: [img('vineyard-harvest'), img('grapes-petit-manseng')],
    is_text: 0,
  },
  {
    title: l('崖畔正牌 2019 荣获国际金奖', '崖畔正牌 2019 榮獲國際金獎', 'Gold medal for Cliffside Grand Vin 2019'),
    summary: l(
      '在今年的国际葡萄酒大赛中，崖畔正牌 2019 获得金奖。',
      '在今年的國際葡萄酒大賽中，崖畔正牌 2019 獲得金獎。',
      'Cliffside Grand Vin 2019 has won gold at this year’s international wine competition.',
    ),
    content: rich(
      [
        '评委称赞这款酒“既有成熟的黑色果实，也有海边葡萄园特有的清新与咸鲜”。',
        '这是酒庄第三次获得国际金奖，也是正牌酒首次参赛。',
      ],
      [
        '評委稱讚這款酒「既有成熟的黑色果實，也有海邊葡萄園特有的清新與鹹鮮」。',
        '這是酒莊第三次獲得國際金獎，也是正牌酒首次參賽。',
      ],
      [
        'The judges praised “ripe dark fruit with the freshness and salinity of a seaside vineyard”.',
        'It is the estate’s third international gold, and the first time the Grand Vin has been entered.',
      ],
    ),
    releasedate: '2026-09-20',
    images: [img('medal-gold'), img('bottle-grand-vin')],
    is_text: 0,
  },
  {
    title: l('别墅海景露台正式开放', '別墅海景露台正式開放', 'The villa’s sea terrace opens'),
    summary: l(
      '崖畔别墅新增一处面向渤海的露台，住客可在此欣赏日落。',
      '崖畔別墅新增一處面向渤海的露台，住客可在此欣賞日落。',
      'The villa has a new terrace facing the Bohai Sea, made for watching the sunset.',
    ),
    content: rich(
      [
        '露台以本地花岗岩铺设，能容纳二十人，傍晚提供酒庄葡萄酒与小食。',
        '天气晴好时，可以远眺长山列岛与蓬莱阁。',
      ],
      [
        '露台以本地花崗岩鋪設，能容納二十人，傍晚提供酒莊葡萄酒與小食。',
        '天氣晴好時，可以遠眺長山列島與蓬萊閣。',
      ],
      [
        'Paved with local granite, the terrace seats twenty and serves estate wines and small plates in the evening.',
        'On clear days you can see the Changshan Islands and the Penglai Pavilion.',
      ],
    ),
    releasedate: '2026-07-05',
    images: [img('villa-terrace')],
    is_text: 0,
  },
  {
    title: l('夏季参观时间调整通知', '夏季參觀時間調整通知', 'Summer visiting hours'),
    summary: l(
      '七月至八月，酒庄参观时段调整为每天四场。',
      '七月至八月，酒莊參觀時段調整為每天四場。',
      'In July and August the estate runs four tours a day.',
    ),
    content: rich(
      [
        '七月一日至八月三十一日，每日参观时段为 10:00、11:00、14:00 和 15:00。',
        '团体参观（十二人及以上）请至少提前三天预约。',
      ],
      [
        '七月一日至八月三十一日，每日參觀時段為 10:00、11:00、14:00 和 15:00。',
        '團體參觀（十二人及以上）請至少提前三天預約。',
      ],
      [
        'From 1 July to 31 August, tours start at 10:00, 11:00, 14:00 and 15:00 every day.',
        'Groups of twelve or more, please book at least three days ahead.',
      ],
    ),
    releasedate: '2026-06-18',
    images: [],
    is_text: 1,
  },
  {
    title: l('海风桃红 2024 上市', '海風桃紅 2024 上市', 'Sea Breeze Rosé 2024 released'),
    summary: l(
      '今年的桃红颜色更浅、香气更清新，是夏日露台上的理想之选。',
      '今年的桃紅顏色更淺、香氣更清新，是夏日露台上的理想之選。',
      'Paler and fresher than ever: this year’s rosé is made for the summer terrace.',
    ),
    content: rich(
      [
        '2024 年的马瑟兰与梅洛只与果皮接触了四个小时，得到一抹柔和的三文鱼粉色。',
        '建议冰镇至 10°C 饮用，搭配海鲜与沙拉。',
      ],
      [
        '2024 年的馬瑟蘭與梅洛只與果皮接觸了四個小時，得到一抹柔和的鮭魚粉色。',
        '建議冰鎮至 10°C 飲用，搭配海鮮與沙拉。',
      ],
      [
        'The 2024 Marselan and Merlot spent only four hours on their skins, for a soft salmon pink.',
        'Serve chilled to 10°C with seafood and salads.',
      ],
    ),
    releasedate: '2026-04-28',
    images: [img('bottle-sea-breeze-rose'), img('glass-rose')],
    is_text: 0,
  },
  {
    title: l('春季修剪与萌芽', '春季修剪與萌芽', 'Spring pruning and budburst'),
    summary: l(
      '四月初，葡萄园迎来了第一批嫩芽。',
      '四月初，葡萄園迎來了第一批嫩芽。',
      'Early April brought the first green shoots to the vineyard.',
    ),
    content: rich(
      [
        '经过一冬的修剪，每株葡萄藤只留下八到十个芽眼。今年的萌芽比去年早了五天。',
        '葡萄园团队正在为新种植的小味儿多地块搭建支架。',
      ],
      [
        '經過一冬的修剪，每株葡萄藤只留下八到十個芽眼。今年的萌芽比去年早了五天。',
        '葡萄園團隊正在為新種植的小味兒多地塊搭建支架。',
      ],
      [
        'After a winter of pruning, each vine keeps only eight to ten buds. Budburst came five days earlier than last year.',
        'The vineyard team is building trellises for the newly planted Petit Verdot block.',
      ],
    ),
    releasedate: '2026-04-06',
    images: [img('vineyard-morning')],
    is_text: 0,
  },
  {
    title: l('新春期间营业安排', '新春期間營業安排', 'Opening hours over the Spring Festival'),
    summary: l(
      '春节期间酒庄照常开放，别墅住客可参加除夕品酒晚宴。',
      '春節期間酒莊照常開放，別墅住客可參加除夕品酒晚宴。',
      'The estate stays open over the Spring Festival, with a New Year’s Eve tasting dinner for villa guests.',
    ),
    content: rich(
      [
        '除夕当天参观时段为 10:00 与 11:00，其余日期照常开放。',
        '线上订单将于正月初六起陆续发货。',
      ],
      [
        '除夕當天參觀時段為 10:00 與 11:00，其餘日期照常開放。',
        '線上訂單將於正月初六起陸續發貨。',
      ],
      [
        'On New Year’s Eve tours run at 10:00 and 11:00 only; every other day is as usual.',
        'Online orders will ship from the sixth day of the new year.',
      ],
    ),
    releasedate: '2026-01-20',
    images: [],
    is_text: 1,
  },
  {
    title: l('冬季剪枝：葡萄园的安静季节', '冬季剪枝：葡萄園的安靜季節', 'Winter pruning: the quiet season'),
    summary: l(
      '在寒风中，葡萄园团队为来年的收成做着最重要的准备。',
      '在寒風中，葡萄園團隊為來年的收成做著最重要的準備。',
      'In the cold wind, the vineyard team makes the most important preparations for next year.',
    ),
    content: rich(
      [
        '每年十二月到次年二月，孙德伟带领团队逐株修剪，决定每一株葡萄藤来年的产量。',
        '这是葡萄园里最需要经验的工作，一位熟练的修剪师一天只能完成三百株。',
      ],
      [
        '每年十二月到次年二月，孫德偉帶領團隊逐株修剪，決定每一株葡萄藤來年的產量。',
        '這是葡萄園裡最需要經驗的工作，一位熟練的修剪師一天只能完成三百株。',
      ],
      [
        'From December to February, Sun Dewei and his team prune vine by vine, deciding how much each will bear next year.',
        'It is the most skilled work in the vineyard: an experienced pruner finishes only three hundred vines a day.',
      ],
    ),
    releasedate: '2025-12-15',
    images: [img('vineyard-winter')],
    is_text: 0,
  },
  {
    title: l('酒庄入选胶东精品酒庄名录', '酒莊入選膠東精品酒莊名錄', 'The estate joins the Jiaodong fine wineries list'),
    summary: l(
      '蓬莱崖畔酒庄入选年度胶东精品酒庄名录。',
      '蓬萊崖畔酒莊入選年度膠東精品酒莊名錄。',
      'Penglai Cliffside Estate is named to this year’s list of Jiaodong fine wineries.',
    ),
    content: rich(
      [
        '评审团从葡萄园管理、酿造工艺、接待体验等方面对产区内的酒庄进行了综合评估。',
        '我们感谢所有来过酒庄的朋友，也感谢一直陪伴我们的团队。',
      ],
      [
        '評審團從葡萄園管理、釀造工藝、接待體驗等方面對產區內的酒莊進行了綜合評估。',
        '我們感謝所有來過酒莊的朋友，也感謝一直陪伴我們的團隊。',
      ],
      [
        'The panel assessed the region’s wineries on vineyard care, winemaking and hospitality.',
        'Our thanks go to every friend who has visited, and to the team that has stood by us.',
      ],
    ),
    releasedate: '2025-10-30',
    images: [],
    is_text: 1,
  },
  {
    title: l('酿酒师晚宴：海鲜与葡萄酒', '釀酒師晚宴：海鮮與葡萄酒', 'Winemaker’s dinner: seafood and wine'),
    summary: l(
      '五道菜配五款酒，一场关于蓬莱海味的晚宴。',
      '五道菜配五款酒，一場關於蓬萊海味的晚宴。',
      'Five courses, five wines: an evening of Penglai’s seafood.',
    ),
    content: rich(
      [
        '主厨以当天清晨的渔获为主角，从生蚝、扇贝到红烧海参，每道菜都配有一款酒庄葡萄酒。',
        '酿酒师周岩现场讲解每款酒的故事，晚宴在露台的海风中结束。',
      ],
      [
        '主廚以當天清晨的漁獲為主角，從生蠔、扇貝到紅燒海參，每道菜都配有一款酒莊葡萄酒。',
        '釀酒師周岩現場講解每款酒的故事，晚宴在露台的海風中結束。',
      ],
      [
        'The chef built the menu around that morning’s catch, from oysters and scallops to braised sea cucumber, each course matched with an estate wine.',
        'Winemaker Zhou Yan told the story of each wine, and the evening ended in the sea breeze on the terrace.',
      ],
    ),
    releasedate: '2025-06-21',
    images: [img('glass-white'), img('sea-penglai')],
    is_text: 0,
  },
];
