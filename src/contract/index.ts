export * from './constants';
export * from './envelope';
export * from './lang';
export * from './member';
export * from './validation';
export * from './winery';
export { MESSAGES, type MessageKey, type Messages } from './messages';
