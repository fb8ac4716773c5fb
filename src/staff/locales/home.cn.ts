import type { homeEn } from './home.en';

export const homeCn: typeof homeEn = {
  title: '今日',
  subtitle: '{{day}} 的数据（北京时间）',
  today: '今天',
  tomorrow: '明天',
  card: {
    toShip: '待发货',
    refunds: '待审核退款',
    moneyRefunds: '原路退款失败',
    visits: '参观',
    dinners: '餐饮',
    arrivals: '入住',
    departures: '退房',
  },
  open: '打开',
  orders: { one: '{{count}} 个订单', other: '{{count}} 个订单' },
  requests: { one: '{{count}} 个申请', other: '{{count}} 个申请' },
  bookings: { one: '{{count}} 个预订', other: '{{count}} 个预订' },
  chart: {
    title: '最近 30 天',
    caption: '每日已付款订单与预订（北京时间）',
    orders: '订单',
    bookings: '预订',
    sales: '销售额（¥）',
    day: '日期',
    empty: '最近 30 天没有已付款的订单或预订。',
    asTable: '以表格显示',
    asChart: '以图表显示',
    total: '30 天内：{{orders}}，{{bookings}}',
  },
  nothingForRole: '您的角色在首页没有待办队列。',
};
