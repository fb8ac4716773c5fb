/** UI strings of the sign-in screen (/login: sign in, register, reset password), wired as `account`. */
export const accountEn = {
  eyebrow: 'Members',
  titles: {
    signIn: 'Sign in',
    register: 'Create an account',
    reset: 'Reset your password',
  },
  intros: {
    signIn: 'Welcome back to Penglai Cliffside Estate.',
    register: 'Join us to order wines and book visits, meals and stays.',
    reset: 'We will send a code to your phone or email.',
  },
  modes: {
    label: 'How to sign in',
    password: 'With password',
    code: 'With SMS code',
  },
  fields: {
    account: 'Phone or email',
    accountHint: 'The phone number or email address of your account',
    password: 'Password',
    passwordHint: '6–18 characters',
    mobile: 'Phone number',
    mobileHint: '11 digits in mainland China; for Hong Kong, Macau or Taiwan choose the code first',
    code: 'Verification code',
    codeHint: '6 digits',
    confirm: 'Confirm password',
    newPassword: 'New password',
    email: 'Email',
  },
  resetBy: {
    label: 'Reset by',
    mobile: 'Phone',
    email: 'Email',
  },
  code: {
    send: 'Get code',
    sending: 'Sending…',
    cooling: 'Resend in {{seconds}} s',
    sent: 'The code has been sent. It is valid for 5 minutes.',
  },
  actions: {
    signIn: 'Sign in',
    register: 'Register',
    reset: 'Reset password',
    working: 'Please wait…',
  },
  links: {
    register: 'New here? Create an account',
    reset: 'Forgot your password?',
    signIn: 'Already a member? Sign in',
    backToSignIn: 'Back to sign in',
    wechat: 'Sign in with WeChat',
    or: 'or',
  },
  resetDone: {
    title: 'Your password has been reset',
    body: 'Please sign in with your new password.',
    action: 'Sign in',
  },
  signedIn: 'Signed in. Taking you on…',
};
