/** WeChat's browser says MicroMessenger in its user agent. */
export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function isAndroid(userAgent: string): boolean {
  return /Android/i.test(userAgent);
}
