import type { Localized } from '../../../../contract/lang';
import type { AwardsTable, HistoriesTable, TeamMembersTable } from '../../content-schema';
import { img, l, type SeedOf } from './text';

export const HISTORIES: Array<SeedOf<HistoriesTable> & { items: Localized[] }> = [
  {
    years: '1998',
    images: [img('pavilion-dawn')],
    items: [
      l(
        '林海云在蓬莱阁以西买下十五公顷海边荒坡。',
        '林海雲在蓬萊閣以西買下十五公頃海邊荒坡。',
        'Lin Haiyun buys fifteen hectares of bare seaside slope west of the Penglai Pavilion.',
      ),
      l(
        '第一次土壤调查发现：地下一米便是砾石与风化花岗岩。',
        '第一次土壤調查發現：地下一公尺便是礫石與風化花崗岩。',
        'The first soil survey finds gravel and weathered granite a metre below the surface.',
      ),
    ],
  },
  {
    years: '2003',
    images: [img('vineyard-morning')],
    items: [
      l('种下第一批赤霞珠、蛇龙珠与霞多丽。', '種下第一批赤霞珠、蛇龍珠與霞多麗。', 'The first Cabernet Sauvignon, Cabernet Gernischt and Chardonnay are planted.'),
      l('孙德伟加入，负责葡萄园的日常管理。', '孫德偉加入，負責葡萄園的日常管理。', 'Sun Dewei joins to run the vineyard day to day.'),
    ],
  },
  {
    years: '2008',
    images: [img('winery-courtyard')],
    items: [
      l('石砌酒庄落成，依山势分为三层，以重力流转酒液。', '石砌酒莊落成，依山勢分為三層，以重力流轉酒液。', 'The stone winery is finished, built on three levels so that gravity moves the wine.'),
      l('酿酒师周岩加入，酿出酒庄的第一个年份。', '釀酒師周岩加入，釀出酒莊的第一個年份。', 'Winemaker Zhou Yan arrives and makes the estate’s first vintage.'),
      l('第一批酒只有六千瓶，全部留给了朋友与邻居。', '第一批酒只有六千瓶，全部留給了朋友與鄰居。', 'The first vintage is just 6,000 bottles, all of them for friends and neighbours.'),
    ],
  },
  {
    years: '2013',
    images: [img('cellar-vault')],
    items: [
      l('地下拱顶酒窖完工，可容纳六百只橡木桶。', '地下拱頂酒窖完工，可容納六百隻橡木桶。', 'The vaulted underground cellar is completed, with room for six hundred barrels.'),
      l('波尔多酿酒顾问克莱尔·马丁开始与酒庄合作。', '波爾多釀酒顧問克萊爾·馬丁開始與酒莊合作。', 'Bordeaux consultant Claire Martin begins working with the estate.'),
    ],
  },
  {
    years: '2018',
    images: [img('vineyard-terraces')],
    items: [
      l('葡萄园扩展至三十二公顷，新种马瑟兰、小味儿多与小芒森。', '葡萄園擴展至三十二公頃，新種馬瑟蘭、小味兒多與小芒森。', 'The vineyard grows to thirty-two hectares with new Marselan, Petit Verdot and Petit Manseng.'),
      l('开始全园有机管理，以覆盖作物取代除草剂。', '開始全園有機管理，以覆蓋作物取代除草劑。', 'The whole estate moves to organic farming, with cover crops instead of herbicides.'),
    ],
  },
  {
    years: '2023',
    images: [img('villa-garden')],
    items: [
      l('崖畔别墅开门迎客，六间客房望向大海与葡萄园。', '崖畔別墅開門迎客，六間客房望向大海與葡萄園。', 'The villa opens its six rooms looking over the sea and the vines.'),
      l('首届采收节举办，三百位朋友一起剪下了第一串葡萄。', '首屆採收節舉辦，三百位朋友一起剪下了第一串葡萄。', 'The first harvest festival: three hundred friends cut the first bunches together.'),
    ],
  },
];

export const TEAM_MEMBERS: Array<SeedOf<TeamMembersTable>> = [
  {
    category: 1,
    name: l('林海云', '林海雲', 'Lin Haiyun'),
    position: l('创始人', '創始人', 'Founder'),
    jobtime: '1998 —',
    content: l(
      '在蓬莱长大的林海云，曾在海上跑了十年远洋货轮。1998 年回到家乡，他买下了这片人人都说种不出葡萄的崖畔坡地。“风大的地方，葡萄会更努力。”',
      '在蓬萊長大的林海雲，曾在海上跑了十年遠洋貨輪。1998 年回到家鄉，他買下了這片人人都說種不出葡萄的崖畔坡地。「風大的地方，葡萄會更努力。」',
      'Raised in Penglai, Lin Haiyun spent ten years at sea on ocean freighters. Back home in 1998, he bought the cliffside slope everyone said would never grow grapes. “Where the wind is strong, the vines try harder.”',
    ),
    images: [img('portrait-lin-haiyun')],
  },
  {
    category: 1,
    name: l('周岩', '周岩', 'Zhou Yan'),
    position: l('首席酿酒师', '首席釀酒師', 'Head winemaker'),
    jobtime: '2008 —',
    content: l(
      '毕业于西北农林科技大学葡萄酒学院，曾在勃艮第与纳帕工作。她相信酿酒师最重要的工作，是在葡萄园里做出正确的决定，然后在酒窖里尽量少做。',
      '畢業於西北農林科技大學葡萄酒學院，曾在勃艮第與納帕工作。她相信釀酒師最重要的工作，是在葡萄園裡做出正確的決定，然後在酒窖裡儘量少做。',
      'A graduate of the wine college at Northwest A&F University, she has worked in Burgundy and Napa. She believes a winemaker’s real work is to decide well in the vineyard and then do as little as possible in the cellar.',
    ),
    images: [img('portrait-zhou-yan')],
  },
  {
    category: 1,
    name: l('克莱尔·马丁', '克萊爾·馬丁', 'Claire Martin'),
    position: l('酿酒顾问', '釀酒顧問', 'Consulting oenologist'),
    jobtime: '2012 —',
    content: l(
      '来自波尔多的酿酒顾问，每年采收与调配时都会来到蓬莱。她最喜欢的是崖畔葡萄酒里那一丝海盐的味道。',
      '來自波爾多的釀酒顧問，每年採收與調配時都會來到蓬萊。她最喜歡的是崖畔葡萄酒裡那一絲海鹽的味道。',
      'A consultant from Bordeaux who comes to Penglai for every harvest and every blend. Her favourite thing about the cliff’s wines is their trace of sea salt.',
    ),
    images: [img('portrait-claire-martin')],
  },
  {
    category: 5,
    name: l('孙德伟', '孫德偉', 'Sun Dewei'),
    position: l('葡萄园经理', '葡萄園經理', 'Vineyard manager'),
    jobtime: '2003 —',
    content: l(
      '从第一株葡萄藤种下起，他就在这片坡地上。每一个地块、每一排葡萄藤，他都叫得出名字。',
      '從第一株葡萄藤種下起，他就在這片坡地上。每一個地塊、每一排葡萄藤，他都叫得出名字。',
      'He has been on this slope since the first vine went in, and knows every block and every row by name.',
    ),
    images: [img('portrait-sun-dewei')],
  },
  {
    category: 5,
    name: l('王璐', '王璐', 'Wang Lu'),
    position: l('酒窖主管', '酒窖主管', 'Cellar master'),
    jobtime: '2014 —',
    content: l(
      '六百只橡木桶由她照看。每周她都会逐桶品尝，记录每一桶酒的变化。',
      '六百隻橡木桶由她照看。每週她都會逐桶品嚐，記錄每一桶酒的變化。',
      'Six hundred barrels are in her care. Every week she tastes them one by one and notes how each is changing.',
    ),
    images: [img('portrait-wang-lu')],
  },
  {
    category: 5,
    name: l('高明', '高明', 'Gao Ming'),
    position: l('接待与别墅经理', '接待與別墅經理', 'Hospitality and villa manager'),
    jobtime: '2019 —',
    content: l(
      '曾在青岛的酒店工作多年，如今负责酒庄的参观、餐厅与别墅。他的目标是让每位客人都像回到朋友家一样。',
      '曾在青島的酒店工作多年，如今負責酒莊的參觀、餐廳與別墅。他的目標是讓每位客人都像回到朋友家一樣。',
      'After years in Qingdao’s hotels, he now runs the estate’s tours, restaurant and villa. His aim: every guest should feel they are staying with friends.',
    ),
    images: [img('portrait-gao-ming')],
  },
];

const award = (
  category: 1 | 5 | 10,
  year: number,
  medal: string,
  intro: Localized,
  content: Localized,
): SeedOf<AwardsTable> => ({ category, year, intro, content, images: [img(medal)] });

export const AWARDS: Array<SeedOf<AwardsTable>> = [
  award(
    1,
    2026,
    'medal-gold',
    l('金奖 · 国际海岸葡萄酒大奖赛', '金獎 · 國際海岸葡萄酒大獎賽', 'Gold · International Coastal Wine Awards'),
    l('崖畔正牌干红 2019：评委称其“成熟而清新，带有海边葡萄园独有的咸鲜”。', '崖畔正牌乾紅 2019：評委稱其「成熟而清新，帶有海邊葡萄園獨有的鹹鮮」。', 'Cliffside Grand Vin 2019: “ripe yet fresh, with the salinity only a seaside vineyard gives.”'),
  ),
  award(
    1,
    2024,
    'medal-gold',
    l('金奖 · 亚洲葡萄酒挑战赛', '金獎 · 亞洲葡萄酒挑戰賽', 'Gold · Asian Wine Challenge'),
    l('崖畔珍藏赤霞珠干红 2021，在三千余款参赛酒中脱颖而出。', '崖畔珍藏赤霞珠乾紅 2021，在三千餘款參賽酒中脫穎而出。', 'Cliffside Reserve Cabernet Sauvignon 2021, chosen from more than three thousand entries.'),
  ),
  award(
    1,
    2022,
    'medal-gold',
    l('金奖 · 世界甜型葡萄酒大赛', '金獎 · 世界甜型葡萄酒大賽', 'Gold · World Sweet Wine Competition'),
    l('金色海峡晚收小芒森 2020，酒庄获得的第一枚国际金奖。', '金色海峽晚收小芒森 2020，酒莊獲得的第一枚國際金獎。', 'Golden Strait Late Harvest Petit Manseng 2020: the estate’s first international gold.'),
  ),
  award(
    5,
    2025,
    'medal-gold',
    l('金奖 · 中国优质葡萄酒评选', '金獎 · 中國優質葡萄酒評選', 'Gold · China Fine Wine Selection'),
    l('海风马瑟兰干红 2022，评委赞其花香“优雅而克制”。', '海風馬瑟蘭乾紅 2022，評委讚其花香「優雅而克制」。', 'Sea Breeze Marselan 2022, its perfume praised as “elegant and restrained”.'),
  ),
  award(
    5,
    2023,
    'medal-silver',
    l('银奖 · 胶东葡萄酒节品评会', '銀獎 · 膠東葡萄酒節品評會', 'Silver · Jiaodong Wine Festival Tasting'),
    l('崖畔珍藏蛇龙珠干红 2020，蓬莱本土品种的优雅表达。', '崖畔珍藏蛇龍珠乾紅 2020，蓬萊本土品種的優雅表達。', 'Cliffside Reserve Cabernet Gernischt 2020, an elegant take on Penglai’s own variety.'),
  ),
  award(
    5,
    2021,
    'medal-bronze',
    l('铜奖 · 山东葡萄酒品评会', '銅獎 · 山東葡萄酒品評會', 'Bronze · Shandong Wine Tasting Awards'),
    l('海风霞多丽干白 2020，清爽的海洋风格受到好评。', '海風霞多麗乾白 2020，清爽的海洋風格受到好評。', 'Sea Breeze Chardonnay 2020, noted for its crisp maritime style.'),
  ),
  award(
    10,
    2026,
    'medal-laurel',
    l('94 分 · 《东方酒评》', '94 分 · 《東方酒評》', '94 points · Eastern Wine Review'),
    l('崖畔正牌干红 2019：“中国海岸葡萄酒的新标杆。”', '崖畔正牌乾紅 2019：「中國海岸葡萄酒的新標杆。」', 'Cliffside Grand Vin 2019: “a new benchmark for China’s coastal wines.”'),
  ),
  award(
    10,
    2025,
    'medal-laurel',
    l('92 分 · 《中国葡萄酒指南》', '92 分 · 《中國葡萄酒指南》', '92 points · China Wine Guide'),
    l('海风马瑟兰干红 2022：“芬芳、多汁，极具魅力。”', '海風馬瑟蘭乾紅 2022：「芬芳、多汁，極具魅力。」', 'Sea Breeze Marselan 2022: “perfumed, juicy and utterly charming.”'),
  ),
  award(
    10,
    2024,
    'medal-laurel',
    l('三星酒庄 · 《胶东酒庄指南》', '三星酒莊 · 《膠東酒莊指南》', 'Three stars · Jiaodong Winery Guide'),
    l('酒庄获得指南最高评级，被誉为“最值得专程拜访的海边酒庄”。', '酒莊獲得指南最高評級，被譽為「最值得專程拜訪的海邊酒莊」。', 'The guide’s highest rating: “the seaside winery most worth the journey”.'),
  ),
];
