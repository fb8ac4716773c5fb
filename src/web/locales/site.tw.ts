import type { siteEn } from './site.en';

export const siteTw: typeof siteEn = {
  badge: {
    label: '當前優惠',
    cta: '查看活動',
    putAway: '本次瀏覽不再顯示優惠',
  },
  age: {
    label: '飲酒年齡提示',
    text: '未滿18歲禁止購買酒類。',
    dismiss: '知道了',
  },
  notice: {
    label: '公告',
  },
  footer: {
    booking: '計劃到訪',
  },
  home: {
    highlights: '精選',
    slide: '第 {{n}} 張，共 {{count}} 張',
    slideTo: '顯示第 {{n}} 張：{{title}}',
    next: '下一張',
    prev: '上一張',
    pause: '暫停輪播',
    play: '播放輪播',
    discover: '了解更多',
    newsEyebrow: '新聞',
    newsTitle: '品牌新聞',
    allNews: '全部新聞',
    readMore: '閱讀全文',
    dynamicsEyebrow: '酒莊動態',
    dynamicsTitle: '崖畔近況',
    winesEyebrow: '來自酒窖',
    winesTitle: '我們的葡萄酒',
    winesIntro: '同一片面海的坡地，釀出三個系列：崖畔珍藏、清新的海風，以及晚收的金色海峽。',
    allWines: '查看全部酒款',
    bookingEyebrow: '歡迎來訪',
    bookingTitle: '來酒莊走走',
    visitIntro: '漫步葡萄園與酒窖，在崖邊品一杯酒。',
    diningIntro: '蓬萊海岸的時令菜餚，與我們的葡萄酒相配。',
    stayIntro: '在葡萄藤與大海之間，於別墅住上一晚。',
    book: '預訂',
    failed: '此部分內容載入失敗。',
  },
  price: {
    was: '原價 {{price}}',
  },
};
