/**
 * Messages of sign-in, registration, password reset and verification codes (server `msg` and
 * shared rules). `authFields*` names the form fields for "please check the field" messages.
 */
export const authEn = {
  codeSent: 'The verification code has been sent',
  codeCooldown: {
    one: 'Please wait {{count}} second before requesting another code',
    other: 'Please wait {{count}} seconds before requesting another code',
  },
  codeDailyLimit: 'Too many codes were requested today, please try again tomorrow',
  codeExpired: 'The verification code has expired, please request a new one',
  codeBurnt: 'Too many wrong codes, please request a new one',
  codeUsed: 'This verification code has already been used, please request a new one',
  sendFailed: 'The code could not be sent, please try again later',
  mobileRegistered: 'This phone number is already registered',
  emailRegistered: 'This email address is already registered',
  mobileUnknown: 'This phone number is not registered',
  emailUnknown: 'This email address is not registered',
  mobileTaken: 'This phone number is used by another account',
  emailTaken: 'This email address is used by another account',
  loginFailed: 'Incorrect account or password',
  tooManyAttempts: 'Too many attempts, please try again later',
  accountDisabled: 'This account is disabled',
  loggedIn: 'Signed in',
  registered: 'Registration succeeded',
  passwordReset: 'Password reset',
  loggedOut: 'Signed out',
  codeMail: {
    subject: 'Your verification code for Penglai Cliffside Estate',
    body:
      'Your verification code is {{code}}. It is valid for {{minutes}} minutes. If you did not request it, please ignore this message.',
    sms: '[Penglai Cliffside Estate] Your verification code is {{code}}, valid for {{minutes}} minutes.',
  },
};
export const authFieldsEn = {
  mobile: 'phone number',
  email: 'email',
  event: 'purpose of the code',
  account: 'account',
  password: 'password',
  newpassword: 'new password',
  confirm: 'password confirmation',
  captcha: 'verification code',
  code: 'verification code',
  type: 'reset by',
};
