/**
 * Messages of the contact form (`contact.*`, spec §5, §8), of sharing (`share.*`: the default
 * share text of spec §4 and the JS-SDK signing refusals) and the names of the content calls'
 * fields (`field.*`), shared by server and browser.
 */
const en = {
  nameRequired: 'Please enter your name',
  nameTooLong: 'The name can have at most 50 characters',
  messageRequired: 'Please enter your message',
  messageTooLong: 'The message can have at most 2000 characters',
  duplicate: 'Please do not submit repeatedly',
  submitted: 'Thank you, your message has been sent. We will reply soon',
};
export type ContactMessages = typeof en;

const cn: ContactMessages = {
  nameRequired: '请输入您的姓名',
  nameTooLong: '姓名最多50个字符',
  messageRequired: '请输入留言内容',
  messageTooLong: '留言最多2000个字符',
  duplicate: '请勿重复提交',
  submitted: '感谢您的留言，我们会尽快回复',
};

const tw: ContactMessages = {
  nameRequired: '請輸入您的姓名',
  nameTooLong: '姓名最多50個字元',
  messageRequired: '請輸入留言內容',
  messageTooLong: '留言最多2000個字元',
  duplicate: '請勿重複提交',
  submitted: '感謝您的留言，我們會盡快回覆',
};

export const contactMessages = { cn, tw, en };

const shareEn = {
  defaultTitle: 'Penglai Cliffside Estate',
  defaultIntro: 'A boutique winery on the cliffs of Penglai, where the Bohai Sea wind runs through every row of vines.',
  reservationTitle: 'Visit Penglai Cliffside Estate',
  reservationIntro: 'Book a cellar tour and tasting, a meal by the sea or a night at the cliffside villa.',
  urlNotAllowed: 'This page address cannot be signed',
  unavailable: 'WeChat sharing is not available at the moment',
};
export type ShareMessages = typeof shareEn;

export const shareMessages: Record<'cn' | 'tw' | 'en', ShareMessages> = {
  en: shareEn,
  cn: {
    defaultTitle: '蓬莱崖畔酒庄',
    defaultIntro: '蓬莱海边崖畔的精品酒庄，渤海的风吹过每一行葡萄藤。',
    reservationTitle: '预约参观蓬莱崖畔酒庄',
    reservationIntro: '预约酒窖参观与品鉴、海边用餐或入住崖畔别墅。',
    urlNotAllowed: '该页面地址无法签名',
    unavailable: '微信分享暂不可用',
  },
  tw: {
    defaultTitle: '蓬萊崖畔酒莊',
    defaultIntro: '蓬萊海邊崖畔的精品酒莊，渤海的風吹過每一行葡萄藤。',
    reservationTitle: '預約參觀蓬萊崖畔酒莊',
    reservationIntro: '預約酒窖參觀與品鑑、海邊用餐或入住崖畔別墅。',
    urlNotAllowed: '該頁面地址無法簽名',
    unavailable: '微信分享暫不可用',
  },
};

const fieldsEn = {
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

export const contentFields: Record<'cn' | 'tw' | 'en', typeof fieldsEn> = {
  en: fieldsEn,
  cn: {
    phone: '手机号码',
    message: '留言',
    id: '内容编号',
    page: '页码',
    pagesize: '每页数量',
    series_id: '酒款系列',
    module: '分享页面',
    ids: '内容编号',
    url: '页面地址',
  },
  tw: {
    phone: '手機號碼',
    message: '留言',
    id: '內容編號',
    page: '頁碼',
    pagesize: '每頁數量',
    series_id: '酒款系列',
    module: '分享頁面',
    ids: '內容編號',
    url: '頁面地址',
  },
};
