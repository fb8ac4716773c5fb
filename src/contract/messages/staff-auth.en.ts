/** Messages of the staff console (staffAuth.*), shared by the server's answers and the console. */
export const staffAuthEn = {
  forbidden: 'Your role does not allow this',
  ticketExpired: 'The sign-in took too long, please start again',
  codeInvalid: 'Please enter the 6-digit code from your authenticator',
  codeWrong: 'The code is not right, please try again',
  inviteUnknown: 'This invitation is unknown or has expired',
  passwordLength: 'The password has 10 to 72 characters',
  roleUnknown: 'Unknown role',
  accountNotFound: 'There is no such staff account',
  usernameInvalid: 'The username has 3 to 32 of a–z, 0–9, _ . -',
  nameRequired: 'Please enter the name',
  nameTooLong: 'The name can have at most 40 characters',
  dateInvalid: 'The date is not valid',
  accountDisabled: 'This staff account is disabled',
  lastOwner: 'The last active owner can be neither given another role nor disabled',
  usernameTaken: 'This username is taken',
  signedOutEverywhere: 'Signed out on every device',
};
