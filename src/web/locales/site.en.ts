/** UI strings of the public site's chrome and home, wired as `site` (the wine screens' are `site.wine`: ./wine.en.ts). */
export const siteEn = {
  badge: {
    label: 'Current promotion',
    cta: 'See the offer',
    putAway: 'Hide the promotion for this visit',
  },
  age: {
    label: 'Legal drinking age',
    text: 'You must be 18 or older to buy alcohol.',
    dismiss: 'Got it',
  },
  notice: {
    label: 'Notice',
  },
  footer: {
    booking: 'Plan a visit',
  },
  home: {
    highlights: 'Highlights',
    slide: 'Slide {{n}} of {{count}}',
    slideTo: 'Show slide {{n}}: {{title}}',
    next: 'Next slide',
    prev: 'Previous slide',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    discover: 'Discover',
    newsEyebrow: 'News',
    newsTitle: 'Brand news',
    allNews: 'All news',
    readMore: 'Read more',
    dynamicsEyebrow: 'Estate life',
    dynamicsTitle: 'What is happening on the cliff',
    winesEyebrow: 'From the cellar',
    winesTitle: 'Our wines',
    winesIntro:
      'Three series from one sea-facing slope: the Reserve, the fresh Sea Breeze and the late-harvest Golden Strait.',
    allWines: 'See all wines',
    bookingEyebrow: 'Visit us',
    bookingTitle: 'Come to the estate',
    visitIntro: 'Walk the vineyard and the cellar, then taste at the cliff’s edge.',
    diningIntro: 'Seasonal dishes from the Penglai coast, paired with our wines.',
    stayIntro: 'A night at the villa, between the vines and the sea.',
    book: 'Book',
    failed: 'This part of the page could not be loaded.',
  },
  price: {
    was: 'Was {{price}}',
  },
};
