import { sql, type Kysely } from 'kysely';

/**
 * Getting there (issue 16): the site texts gain the transport notes the visit, restaurant and
 * villa pages and every booking's confirmation show (`getting_there`, jsonb {cn, tw, en}) and the
 * estate's point on the map (`map_point`, 'latitude,longitude' in WGS-84, as Apple and Google
 * maps read it; the map links convert for Amap and Baidu). Staff edit both with the rest of the
 * site texts. Seeded with generic directions from Yantai Penglai International Airport and
 * Penglai railway station; values inlined so this migration never changes.
 */
const l = (cn: string, tw: string, en: string) => JSON.stringify({ cn, tw, en });

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_texts')
    .addColumn('getting_there', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'{"cn": "", "tw": "", "en": ""}'::jsonb`)
        .check(sql`jsonb_typeof(getting_there) = 'object' and getting_there ?& array['cn', 'tw', 'en']`),
    )
    .addColumn('map_point', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db
    .updateTable('site_texts')
    .set({
      getting_there: l(
        [
          '自驾：沿沈海高速至蓬莱出口，转 G206 往蓬莱阁方向，沿海滨路见“崖畔酒庄”指示牌右转，约 10 分钟；庄内免费停车。',
          '飞机：烟台蓬莱国际机场距酒庄约 45 公里，出租车约 50 分钟；可请前台代订接机（需提前一天）。',
          '火车：蓬莱站下车，出租车约 20 分钟；也可乘 12 路公交至“崖畔路”站，步行约 10 分钟。',
        ].join('\n'),
        [
          '自駕：沿瀋海高速至蓬萊出口，轉 G206 往蓬萊閣方向，沿海濱路見「崖畔酒莊」指示牌右轉，約 10 分鐘；莊內免費停車。',
          '飛機：煙台蓬萊國際機場距酒莊約 45 公里，計程車約 50 分鐘；可請櫃台代訂接機（需提前一天）。',
          '火車：蓬萊站下車，計程車約 20 分鐘；也可搭 12 路公車至「崖畔路」站，步行約 10 分鐘。',
        ].join('\n'),
        [
          'By car: take the Shenyang–Haikou Expressway to the Penglai exit, then the G206 towards Penglai Pavilion; turn right at the Cliffside Estate sign on the coast road, about 10 minutes on. Free parking at the estate.',
          'By air: Yantai Penglai International Airport is about 45 km away, some 50 minutes by taxi; reception can book an airport pick-up (a day ahead).',
          'By train: from Penglai railway station, about 20 minutes by taxi, or bus 12 to the Cliffside Road stop and a 10-minute walk.',
        ].join('\n'),
      ),
      map_point: '37.7915,120.8127',
    })
    .where('id', '=', 1)
    .execute();
}
