import type { homeEn } from './home.en';

export const homeTw: typeof homeEn = {
  title: '今日',
  subtitle: '{{day}} 的數據（北京時間）',
  today: '今天',
  tomorrow: '明天',
  card: {
    toShip: '待出貨',
    refunds: '待審核退款',
    moneyRefunds: '原路退款失敗',
    visits: '參觀',
    dinners: '餐飲',
    arrivals: '入住',
    departures: '退房',
  },
  open: '開啟',
  orders: { one: '{{count}} 筆訂單', other: '{{count}} 筆訂單' },
  requests: { one: '{{count}} 筆申請', other: '{{count}} 筆申請' },
  bookings: { one: '{{count}} 筆預訂', other: '{{count}} 筆預訂' },
  chart: {
    title: '最近 30 天',
    caption: '每日已付款訂單與預訂（北京時間）',
    orders: '訂單',
    bookings: '預訂',
    sales: '銷售額（¥）',
    day: '日期',
    empty: '最近 30 天沒有已付款的訂單或預訂。',
    asTable: '以表格顯示',
    asChart: '以圖表顯示',
    total: '30 天內：{{orders}}，{{bookings}}',
  },
  nothingForRole: '您的角色在首頁沒有待辦佇列。',
};
