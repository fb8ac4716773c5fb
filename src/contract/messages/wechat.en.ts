/** Messages of WeChat sign-in and binding (spec §4, §8), shared by server and browser. */
export const wechatEn = {
  authFailed: 'Authorization failed, please try again',
  refused: 'You declined the WeChat authorization',
  bindSucceeded: 'Binding succeeded',
  bindFailed: 'Binding failed',
  chooseMode: 'Please bind an existing account or register',
  ticketExpired: 'The WeChat authorization has expired, please sign in with WeChat again',
  tooManyTries: 'Too many wrong attempts, please sign in with WeChat again',
  accountHasWechat: 'This account is already bound to another WeChat account',
  wechatBound: 'This WeChat account is already bound to another account',
  mobileTaken: 'This phone number is already registered: bind it as an existing account',
  unavailable: 'WeChat sign-in is not available at the moment',
};
