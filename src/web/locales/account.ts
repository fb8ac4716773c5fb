/** UI strings of the sign-in screen (/login: sign in, register, reset password), wired as `account`. */
const en = {
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
    mobileHint: '11 digits, starting with 1',
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

const cn: typeof en = {
  eyebrow: '会员',
  titles: {
    signIn: '登录',
    register: '注册账号',
    reset: '找回密码',
  },
  intros: {
    signIn: '欢迎回到蓬莱崖畔酒庄。',
    register: '注册后即可购买葡萄酒，预约参观、餐饮与住宿。',
    reset: '我们会向您的手机或邮箱发送验证码。',
  },
  modes: {
    label: '登录方式',
    password: '密码登录',
    code: '验证码登录',
  },
  fields: {
    account: '手机号或邮箱',
    accountHint: '您账号的手机号或邮箱',
    password: '密码',
    passwordHint: '6-18位',
    mobile: '手机号',
    mobileHint: '以1开头的11位数字',
    code: '验证码',
    codeHint: '6位数字',
    confirm: '确认密码',
    newPassword: '新密码',
    email: '邮箱',
  },
  resetBy: {
    label: '找回方式',
    mobile: '手机号',
    email: '邮箱',
  },
  code: {
    send: '获取验证码',
    sending: '发送中…',
    cooling: '{{seconds}}秒后重新获取',
    sent: '验证码已发送，5分钟内有效。',
  },
  actions: {
    signIn: '登录',
    register: '注册',
    reset: '重置密码',
    working: '请稍候…',
  },
  links: {
    register: '还没有账号？立即注册',
    reset: '忘记密码？',
    signIn: '已有账号？去登录',
    backToSignIn: '返回登录',
    wechat: '微信登录',
    or: '或',
  },
  resetDone: {
    title: '密码已重置',
    body: '请使用新密码登录。',
    action: '去登录',
  },
  signedIn: '登录成功，正在跳转…',
};

const tw: typeof en = {
  eyebrow: '會員',
  titles: {
    signIn: '登錄',
    register: '註冊帳號',
    reset: '找回密碼',
  },
  intros: {
    signIn: '歡迎回到蓬萊崖畔酒莊。',
    register: '註冊後即可購買葡萄酒，預約參觀、餐飲與住宿。',
    reset: '我們會向您的手機或電子郵件發送驗證碼。',
  },
  modes: {
    label: '登錄方式',
    password: '密碼登錄',
    code: '驗證碼登錄',
  },
  fields: {
    account: '手機號碼或電子郵件',
    accountHint: '您帳號的手機號碼或電子郵件',
    password: '密碼',
    passwordHint: '6-18位',
    mobile: '手機號碼',
    mobileHint: '以1開頭的11位數字',
    code: '驗證碼',
    codeHint: '6位數字',
    confirm: '確認密碼',
    newPassword: '新密碼',
    email: '電子郵件',
  },
  resetBy: {
    label: '找回方式',
    mobile: '手機號碼',
    email: '電子郵件',
  },
  code: {
    send: '獲取驗證碼',
    sending: '發送中…',
    cooling: '{{seconds}}秒後重新獲取',
    sent: '驗證碼已發送，5分鐘內有效。',
  },
  actions: {
    signIn: '登錄',
    register: '註冊',
    reset: '重設密碼',
    working: '請稍候…',
  },
  links: {
    register: '還沒有帳號？立即註冊',
    reset: '忘記密碼？',
    signIn: '已有帳號？去登錄',
    backToSignIn: '返回登錄',
    wechat: '微信登錄',
    or: '或',
  },
  resetDone: {
    title: '密碼已重設',
    body: '請使用新密碼登錄。',
    action: '去登錄',
  },
  signedIn: '登錄成功，正在跳轉…',
};

export const accountStrings = { cn, tw, en };
