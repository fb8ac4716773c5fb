import type { wineSearchEn } from './wine-search.en';

export const wineSearchTw: typeof wineSearchEn = {
  qTooLong: '搜尋內容最多 50 個字',
  type: '請從列表中選擇葡萄酒類型',
  grape: '請從列表中選擇葡萄品種',
  price: '價格須為 0 至 1,000,000 之間的整數（元）',
  priceOrder: '最低價格不能高於最高價格',
  vintage: '年份須為 1900 至 2100 之間的年份',
  sort: '請從列表中選擇排序方式',
  facets: '請檢查欄位：篩選選項',
};
