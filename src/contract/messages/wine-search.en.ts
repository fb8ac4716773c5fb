/** Messages of the wine list's search, filters and order (`wineSearch.*`). */
export const wineSearchEn = {
  qTooLong: 'The search may be at most 50 characters',
  type: 'Please choose a wine type from the list',
  grape: 'Please choose a grape from the list',
  price: 'The price must be a whole number of yuan from 0 to 1,000,000',
  priceOrder: 'The lowest price must not be above the highest',
  vintage: 'The vintage must be a year from 1900 to 2100',
  sort: 'Please choose an order from the list',
  facets: 'Please check the field: filter options',
};
