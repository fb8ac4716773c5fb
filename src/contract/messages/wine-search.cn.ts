import type { wineSearchEn } from './wine-search.en';

export const wineSearchCn: typeof wineSearchEn = {
  qTooLong: '搜索内容最多 50 个字',
  type: '请从列表中选择葡萄酒类型',
  grape: '请从列表中选择葡萄品种',
  price: '价格须为 0 至 1,000,000 之间的整数（元）',
  priceOrder: '最低价格不能高于最高价格',
  vintage: '年份须为 1900 至 2100 之间的年份',
  sort: '请从列表中选择排序方式',
  facets: '请检查字段：筛选选项',
};
