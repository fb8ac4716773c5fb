/** The field rules' messages of spec §5, as `validation.*`. */
export const validationEn = {
  phone: 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)',
  email: 'Incorrect email format',
  account: 'Please fill in the phone number or email address',
  password: 'Please enter a 6-18 digit password',
  confirmRequired: 'Please confirm the password',
  confirmMismatch: 'The two password inputs are inconsistent',
  codeRequired: 'Please enter the verification code',
  codeWrong: 'Verification code incorrect',
};
