import type { FastifyInstance } from 'fastify';
import activity from './api/member/activity';
import jssdk from './api/wechat/jssdk';
import award from './api/winery/award';
import banner from './api/winery/banner';
import brand from './api/winery/brand';
import contact from './api/winery/contact';
import dynamic from './api/winery/dynamic';
import history from './api/winery/history';
import news from './api/winery/news';
import rotation from './api/winery/rotation';
import site from './api/winery/site';
import team from './api/winery/team';
import wine from './api/winery/wine';
import design from './cms/design';
import experience from './cms/experience';
import reports from './cms/reports';
import shareInfo from './cms/share-info';
import vineyard from './cms/vineyard';
import winery from './cms/winery';

/** The public site's calls (issue 4): winery content, the content host, contact and sharing. */
export default async function contentRoutes(app: FastifyInstance) {
  for (const plugin of [banner, brand, news, history, team, award, dynamic, rotation, wine, contact, activity, site]) {
    await app.register(plugin);
  }
  for (const plugin of [winery, design, vineyard, reports, experience, shareInfo]) await app.register(plugin);
  await app.register(jssdk);
}
