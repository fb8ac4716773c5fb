import type { siteEn } from './site.en';

export const siteCn: typeof siteEn = {
  badge: {
    label: '当前优惠',
    cta: '查看活动',
    putAway: '本次浏览不再显示优惠',
  },
  age: {
    label: '饮酒年龄提示',
    text: '未满18周岁禁止购买酒类。',
    dismiss: '知道了',
  },
  notice: {
    label: '公告',
  },
  footer: {
    booking: '计划到访',
  },
  home: {
    highlights: '精选',
    slide: '第 {{n}} 张，共 {{count}} 张',
    slideTo: '显示第 {{n}} 张：{{title}}',
    next: '下一张',
    prev: '上一张',
    pause: '暂停轮播',
    play: '播放轮播',
    discover: '了解更多',
    newsEyebrow: '新闻',
    newsTitle: '品牌新闻',
    allNews: '全部新闻',
    readMore: '阅读全文',
    dynamicsEyebrow: '酒庄动态',
    dynamicsTitle: '崖畔近况',
    winesEyebrow: '来自酒窖',
    winesTitle: '我们的葡萄酒',
    winesIntro: '同一片面海的坡地，酿出三个系列：崖畔珍藏、清新的海风，以及晚收的金色海峡。',
    allWines: '查看全部酒款',
    bookingEyebrow: '欢迎来访',
    bookingTitle: '来酒庄走走',
    visitIntro: '漫步葡萄园与酒窖，在崖边品一杯酒。',
    diningIntro: '蓬莱海岸的时令菜肴，与我们的葡萄酒相配。',
    stayIntro: '在葡萄藤与大海之间，于别墅住上一晚。',
    book: '预订',
    failed: '此部分内容加载失败。',
  },
  price: {
    was: '原价 {{price}}',
  },
};
