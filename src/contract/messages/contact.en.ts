/**
 * Messages of the contact form (`contact.*`, spec §5, §8), of sharing (`share.*`: the visit's
 * invitation and the JS-SDK signing refusals; the default share card is in the site texts) and
 * the names of the content calls' fields (`field.*`), shared by server and browser.
 */
export const contactEn = {
  nameRequired: 'Please enter your name',
  nameTooLong: 'The name can have at most 50 characters',
  messageRequired: 'Please enter your message',
  messageTooLong: 'The message can have at most 2000 characters',
  duplicate: 'Please do not submit repeatedly',
  submitted: 'Thank you, your message has been sent. We will reply soon',
};
export const shareEn = {
  reservationTitle: 'Visit Penglai Cliffside Estate',
  reservationIntro: 'Book a cellar tour and tasting, a meal by the sea or a night at the cliffside villa.',
  urlNotAllowed: 'This page address cannot be signed',
  unavailable: 'WeChat sharing is not available at the moment',
};
export const contentFieldsEn = {
  phone: 'phone number',
  message: 'message',
  id: 'item',
  page: 'page',
  pagesize: 'page size',
  series_id: 'wine series',
  module: 'share target',
  ids: 'item',
  url: 'page address',
};
