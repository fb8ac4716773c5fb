import type {
  AnalysesTable,
  ConceptsTable,
  GrapeVarietiesTable,
  VineyardSectionsTable,
} from '../../content-schema';
import { img, l, type SeedOf } from './text';

/** category 1 = terroir overview, 2 = vineyard plots; is_img 1 = the section leads with its picture */
export const VINEYARD_SECTIONS: Array<SeedOf<VineyardSectionsTable>> = [
  {
    category: 1,
    is_img: 1,
    entitle: 'THE CLIFF',
    title: l('崖畔', '崖畔', 'The cliff'),
    images: [img('vineyard-terraces')],
    intro_title: l('面朝渤海的三十二公顷', '面朝渤海的三十二公頃', 'Thirty-two hectares facing the Bohai Sea'),
    intro: l(
      '葡萄园从海边的崖顶向南缓缓升起，最近的一行葡萄藤离海只有八百米。白天海风带走湿气，夜晚凉意让葡萄保持鲜爽的酸度。',
      '葡萄園從海邊的崖頂向南緩緩升起，最近的一行葡萄藤離海只有八百公尺。白天海風帶走濕氣，夜晚涼意讓葡萄保持鮮爽的酸度。',
      'The vineyard rises gently south from the clifftop; the nearest row is only 800 metres from the water. By day the sea wind carries away the damp, and cool nights keep the acidity fresh.',
    ),
    intro_images: [img('sea-breeze')],
  },
  {
    category: 1,
    is_img: 1,
    entitle: 'SOIL',
    title: l('砾石与花岗岩', '礫石與花崗岩', 'Gravel and granite'),
    images: [img('soil-gravel')],
    intro_title: l('贫瘠的土地，浓郁的果实', '貧瘠的土地，濃郁的果實', 'Poor soil, rich fruit'),
    intro: l(
      '表层是薄薄的砂质壤土，其下是古老河床留下的砾石，再往下是风化的花岗岩。土壤贫瘠、排水极好，葡萄藤只能把根扎得更深。',
      '表層是薄薄的砂質壤土，其下是古老河床留下的礫石，再往下是風化的花崗岩。土壤貧瘠、排水極好，葡萄藤只能把根扎得更深。',
      'A thin layer of sandy loam lies over gravel left by an ancient riverbed, and beneath that weathered granite. The soil is poor and drains fast, so the vines must root deep.',
    ),
    intro_images: [img('soil-granite')],
  },
  {
    category: 2,
    is_img: 1,
    entitle: 'EAST SLOPE',
    title: l('东坡', '東坡', 'The east slope'),
    images: [img('vineyard-dusk')],
    intro_title: l('赤霞珠的家', '赤霞珠的家', 'Home of our Cabernet'),
    intro: l(
      '东坡是酒庄最陡、土层最薄的地块，种着 2003 年的第一批赤霞珠。清晨最早见到阳光，傍晚最先迎来海风。',
      '東坡是酒莊最陡、土層最薄的地塊，種著 2003 年的第一批赤霞珠。清晨最早見到陽光，傍晚最先迎來海風。',
      'The east slope is the steepest block with the thinnest soil, planted with our first Cabernet Sauvignon in 2003. It sees the sun first in the morning and the sea wind first in the evening.',
    ),
    intro_images: [img('grapes-cabernet-sauvignon')],
  },
  {
    category: 2,
    is_img: 0,
    entitle: 'LOWER TERRACES',
    title: l('海边梯田', '海邊梯田', 'The lower terraces'),
    images: [img('vineyard-morning')],
    intro_title: l('梅洛与霞多丽', '梅洛與霞多麗', 'Merlot and Chardonnay'),
    intro: l(
      '靠近海边的梯田土壤含更多黏土，保水性更好，适合早熟的梅洛与霞多丽。清晨的海雾常常在这里停留到九点。',
      '靠近海邊的梯田土壤含更多黏土，保水性更好，適合早熟的梅洛與霞多麗。清晨的海霧常常在這裡停留到九點。',
      'The terraces near the sea hold more clay and keep more water, which suits early-ripening Merlot and Chardonnay. Morning sea mist often lingers here until nine.',
    ),
    intro_images: [img('grapes-chardonnay')],
  },
  {
    category: 2,
    is_img: 1,
    entitle: 'NORTH BLOCK',
    title: l('北园', '北園', 'The north block'),
    images: [img('vineyard-harvest')],
    intro_title: l('晚收的耐心', '晚收的耐心', 'The patience of late harvest'),
    intro: l(
      '北园通风最好，秋天最干燥。小芒森在这里一直挂到十一月，由海风慢慢吹干。',
      '北園通風最好，秋天最乾燥。小芒森在這裡一直掛到十一月，由海風慢慢吹乾。',
      'The north block is the airiest and driest in autumn. Petit Manseng hangs here into November, slowly dried by the sea wind.',
    ),
    intro_images: [img('grapes-petit-manseng')],
  },
];

export const CONCEPTS: Array<SeedOf<ConceptsTable>> = [
  {
    title: l('低产量', '低產量', 'Low yields'),
    intro: l(
      '每株葡萄藤只留六到八串果实，每亩产量不超过四百公斤。',
      '每株葡萄藤只留六到八串果實，每畝產量不超過四百公斤。',
      'Each vine keeps only six to eight bunches, and no block gives more than 400 kg per mu.',
    ),
    image: img('grapes-cabernet-sauvignon'),
  },
  {
    title: l('手工采收', '手工採收', 'Picked by hand'),
    intro: l(
      '每一串葡萄都由人手剪下，放进小筐，在田间进行第一次挑选。',
      '每一串葡萄都由人手剪下，放進小筐，在田間進行第一次挑選。',
      'Every bunch is cut by hand into small crates and sorted for the first time in the rows.',
    ),
    image: img('vineyard-harvest'),
  },
  {
    title: l('有机耕作', '有機耕作', 'Farmed organically'),
    intro: l(
      '自 2018 年起不使用除草剂与化学肥料，行间种植覆盖作物，让土壤重新呼吸。',
      '自 2018 年起不使用除草劑與化學肥料，行間種植覆蓋作物，讓土壤重新呼吸。',
      'No herbicides or chemical fertilisers since 2018; cover crops between the rows let the soil breathe again.',
    ),
    image: img('vineyard-morning'),
  },
  {
    title: l('重力酿造', '重力釀造', 'Made by gravity'),
    intro: l(
      '酒庄依山而建，葡萄与酒液借助重力从上一层流向下一层，不用泵送。',
      '酒莊依山而建，葡萄與酒液藉助重力從上一層流向下一層，不用泵送。',
      'The winery steps down the hill so grapes and wine flow from one level to the next by gravity, never pumped.',
    ),
    image: img('design-gravity'),
  },
];

export const ANALYSES: Array<SeedOf<AnalysesTable>> = [
  {
    title: l('年均气温', '年均氣溫', 'Mean temperature'),
    value: l('12.5°C（年均）', '12.5°C（年均）', '12.5°C (annual mean)'),
    intro: l('海洋调节温度，夏无酷暑，冬季也较内陆温和。', '海洋調節溫度，夏無酷暑，冬季也較內陸溫和。', 'The sea tempers the climate: no scorching summers, and winters milder than inland.'),
    image: img('sea-strait'),
  },
  {
    title: l('年日照', '年日照', 'Sunshine'),
    value: l('约 2,600 小时', '約 2,600 小時', 'About 2,600 hours'),
    intro: l('充足的日照让葡萄充分成熟，秋季尤其晴朗。', '充足的日照讓葡萄充分成熟，秋季尤其晴朗。', 'Plenty of sun ripens the grapes fully; autumn is especially clear.'),
    image: img('vineyard-dusk'),
  },
  {
    title: l('年降水', '年降水', 'Rainfall'),
    value: l('约 620 毫米', '約 620 公釐', 'About 620 mm'),
    intro: l('降水集中在七八月，九月之后转为干燥。', '降水集中在七八月，九月之後轉為乾燥。', 'Rain falls mostly in July and August; from September on it turns dry.'),
    image: img('vineyard-winter'),
  },
  {
    title: l('无霜期', '無霜期', 'Frost-free days'),
    value: l('约 210 天', '約 210 天', 'About 210 days'),
    intro: l('漫长的生长季，让晚熟品种也能从容成熟。', '漫長的生長季，讓晚熟品種也能從容成熟。', 'A long season lets even late varieties ripen at their own pace.'),
    image: img('vineyard-terraces'),
  },
  {
    title: l('土壤', '土壤', 'Soil'),
    value: l('砾石 · 花岗岩风化土', '礫石 · 花崗岩風化土', 'Gravel over weathered granite'),
    intro: l('土层薄、排水好、富含矿物质，赋予葡萄酒清晰的结构。', '土層薄、排水好、富含礦物質，賦予葡萄酒清晰的結構。', 'Thin, free-draining and mineral-rich soils give the wines a clear structure.'),
    image: img('soil-granite'),
  },
];

export const GRAPE_VARIETIES: Array<SeedOf<GrapeVarietiesTable>> = [
  {
    name: l('赤霞珠', '赤霞珠', 'Cabernet Sauvignon'),
    color: 'red',
    intro: l('酒庄种植面积最大的品种，在东坡的花岗岩土壤上表现出坚实的结构。', '酒莊種植面積最大的品種，在東坡的花崗岩土壤上表現出堅實的結構。', 'Our most planted variety, firm and structured on the granite of the east slope.'),
    image: img('grapes-cabernet-sauvignon'),
  },
  {
    name: l('梅洛', '梅洛', 'Merlot'),
    color: 'red',
    intro: l('早熟而柔顺，种在海边梯田，为调配带来圆润的果味。', '早熟而柔順，種在海邊梯田，為調配帶來圓潤的果味。', 'Early and supple, grown on the seaside terraces; it brings round fruit to the blends.'),
    image: img('grapes-merlot'),
  },
  {
    name: l('蛇龙珠', '蛇龍珠', 'Cabernet Gernischt'),
    color: 'red',
    intro: l('在胶东扎根百年，与佳美娜同源，带有红椒与香料的气息。', '在膠東紮根百年，與佳美娜同源，帶有紅椒與香料的氣息。', 'Rooted in Jiaodong for a century and related to Carmenère, with notes of red pepper and spice.'),
    image: img('grapes-cabernet-gernischt'),
  },
  {
    name: l('马瑟兰', '馬瑟蘭', 'Marselan'),
    color: 'red',
    intro: l('赤霞珠与歌海娜的后代，花香迷人，是中国最具潜力的品种之一。', '赤霞珠與歌海娜的後代，花香迷人，是中國最具潛力的品種之一。', 'A cross of Cabernet Sauvignon and Grenache, beautifully perfumed: one of China’s most promising grapes.'),
    image: img('grapes-marselan'),
  },
  {
    name: l('小味儿多', '小味兒多', 'Petit Verdot'),
    color: 'red',
    intro: l('少量种植，为正牌酒增添深邃的颜色与紫罗兰香气。', '少量種植，為正牌酒增添深邃的顏色與紫羅蘭香氣。', 'Grown in small amounts, it gives the Grand Vin deep colour and a scent of violets.'),
    image: img('grapes-petit-verdot'),
  },
  {
    name: l('霞多丽', '霞多麗', 'Chardonnay'),
    color: 'white',
    intro: l('在凉爽的海风中保持清爽酸度，带有柑橘与矿物气息。', '在涼爽的海風中保持清爽酸度，帶有柑橘與礦物氣息。', 'Kept crisp by the cool sea wind, with citrus and a mineral edge.'),
    image: img('grapes-chardonnay'),
  },
  {
    name: l('小芒森', '小芒森', 'Petit Manseng'),
    color: 'white',
    intro: l('果皮厚实，能挂枝到深秋，是酿造晚收甜白的理想品种。', '果皮厚實，能掛枝到深秋，是釀造晚收甜白的理想品種。', 'Thick-skinned and able to hang into late autumn: the ideal grape for late-harvest sweet wine.'),
    image: img('grapes-petit-manseng'),
  },
];
