import type { ReportsTable, ReportYearsTable } from '../../content-schema';
import { img, l, rich, type SeedOf } from './text';

type ReportSeed = Omit<SeedOf<ReportsTable, 'reportdate'>, 'years_id'>;

/** Harvest reports, grouped by vintage; newest vintage first. */
export const REPORT_YEARS: Array<SeedOf<ReportYearsTable> & { reports: ReportSeed[] }> = [
  {
    years: '2025',
    images: [img('vineyard-harvest')],
    reports: [
      {
        title: l('2025 年采收报告', '2025 年採收報告', 'Harvest report 2025'),
        reportdate: '2025-11-06',
        content: rich(
          [
            '# 生长季',
            '春季回暖较早，四月初萌芽；六月开花期天气稳定，坐果良好。七月下旬的两场大雨之后，八月转为晴热。',
            '# 采收',
            '霞多丽于九月十五日开始采收，赤霞珠在十月中旬完成。晚收小芒森等到十一月初，糖分达到每升二百八十克。',
            '# 展望',
            '红葡萄酒颜色深、单宁成熟，我们预计 2025 年将是一个适合长期陈年的年份。',
          ],
          [
            '# 生長季',
            '春季回暖較早，四月初萌芽；六月開花期天氣穩定，坐果良好。七月下旬的兩場大雨之後，八月轉為晴熱。',
            '# 採收',
            '霞多麗於九月十五日開始採收，赤霞珠在十月中旬完成。晚收小芒森等到十一月初，糖分達到每公升二百八十克。',
            '# 展望',
            '紅葡萄酒顏色深、單寧成熟，我們預計 2025 年將是一個適合長期陳年的年份。',
          ],
          [
            '# The season',
            'Spring warmed early and the buds broke in early April; flowering in June was calm and the fruit set well. After two heavy rains in late July, August turned hot and sunny.',
            '# The harvest',
            'Chardonnay picking began on 15 September and the Cabernet Sauvignon was in by mid-October. The late-harvest Petit Manseng waited until early November, reaching 280 grams of sugar per litre.',
            '# The outlook',
            'The reds are deep in colour with ripe tannins: we expect 2025 to be a vintage for long ageing.',
          ],
        ),
      },
    ],
  },
  {
    years: '2024',
    images: [img('vineyard-dusk')],
    reports: [
      {
        title: l('2024 年生长季中期报告', '2024 年生長季中期報告', 'Mid-season report 2024'),
        reportdate: '2024-07-22',
        content: rich(
          [
            '六月的降雨比往年多，我们加快了叶幕管理，摘除果穗周围的叶片，让海风与阳光进入。',
            '目前果实健康，转色预计在八月上旬开始。',
          ],
          [
            '六月的降雨比往年多，我們加快了葉幕管理，摘除果穗周圍的葉片，讓海風與陽光進入。',
            '目前果實健康，轉色預計在八月上旬開始。',
          ],
          [
            'June was wetter than usual, so we moved faster in the canopy, removing leaves around the bunches to let in sun and sea wind.',
            'The fruit is healthy, and véraison should begin in early August.',
          ],
        ),
      },
      {
        title: l('2024 年采收报告', '2024 年採收報告', 'Harvest report 2024'),
        reportdate: '2024-10-30',
        content: rich(
          [
            '# 一个需要耐心的年份',
            '潮湿的夏季之后，九月与十月迎来了难得的连续晴天。我们推迟了采收，让每个地块都等到最佳成熟度。',
            '田间经过两轮挑选，约一成的果实被舍弃。产量虽低，但留下的果实非常干净。',
          ],
          [
            '# 一個需要耐心的年份',
            '潮濕的夏季之後，九月與十月迎來了難得的連續晴天。我們推遲了採收，讓每個地塊都等到最佳成熟度。',
            '田間經過兩輪挑選，約一成的果實被捨棄。產量雖低，但留下的果實非常乾淨。',
          ],
          [
            '# A vintage of patience',
            'After a damp summer, September and October brought a rare run of clear days. We delayed picking so every block could reach its best.',
            'Two rounds of sorting in the rows set aside about a tenth of the fruit. Yields are low, but what remains is very clean.',
          ],
        ),
      },
    ],
  },
  {
    years: '2023',
    images: [img('vineyard-terraces')],
    reports: [
      {
        title: l('2023 年采收报告', '2023 年採收報告', 'Harvest report 2023'),
        reportdate: '2023-10-28',
        content: rich(
          [
            '2023 年是温暖而均衡的一年。全年降水约六百毫米，分布均匀，葡萄园几乎没有病害压力。',
            '马瑟兰表现尤为出色，香气饱满；白葡萄酒在 15–20°C 下低温发酵，果香清新。',
          ],
          [
            '2023 年是溫暖而均衡的一年。全年降水約六百公釐，分佈均勻，葡萄園幾乎沒有病害壓力。',
            '馬瑟蘭表現尤為出色，香氣飽滿；白葡萄酒在 15–20°C 下低溫發酵，果香清新。',
          ],
          [
            '2023 was warm and balanced. About 600 mm of rain fell, evenly spread, and disease pressure was almost nil.',
            'Marselan was the star, richly perfumed; the whites fermented cool at 15–20°C and show fresh fruit.',
          ],
        ),
      },
      {
        title: l('2023 年份回顾：装瓶之前', '2023 年份回顧：裝瓶之前', 'Vintage 2023: before bottling'),
        reportdate: '2024-04-16',
        content: rich(
          [
            '经过一个冬天的陈酿，我们对 2023 年的酒做了逐桶品尝。',
            '海风系列将于五月装瓶，珍藏系列还需要在橡木桶中再等待一年。',
          ],
          [
            '經過一個冬天的陳釀，我們對 2023 年的酒做了逐桶品嚐。',
            '海風系列將於五月裝瓶，珍藏系列還需要在橡木桶中再等待一年。',
          ],
          [
            'After a winter in the cellar we tasted the 2023 wines barrel by barrel.',
            'The Sea Breeze wines go to bottle in May; the Reserve wines need another year in oak.',
          ],
        ),
      },
    ],
  },
  {
    years: '2022',
    images: [img('vineyard-morning')],
    reports: [
      {
        title: l('2022 年采收报告', '2022 年採收報告', 'Harvest report 2022'),
        reportdate: '2022-10-26',
        content: rich(
          [
            '凉爽的夏天与晴朗的秋天，造就了一个清新、优雅的年份。',
            '红葡萄在 25°C 下发酵，浸皮时间比往年稍短，以保留鲜明的果香与细腻的单宁。',
          ],
          [
            '涼爽的夏天與晴朗的秋天，造就了一個清新、優雅的年份。',
            '紅葡萄在 25°C 下發酵，浸皮時間比往年稍短，以保留鮮明的果香與細膩的單寧。',
          ],
          [
            'A cool summer and a bright autumn made for a fresh, elegant vintage.',
            'The reds fermented at 25°C with slightly shorter maceration than usual, to keep vivid fruit and fine tannins.',
          ],
        ),
      },
    ],
  },
];
