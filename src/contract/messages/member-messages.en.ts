/** Messages of the member's message choices (`memberMessages.*`). */
export const memberMessagesEn = {
  choiceInvalid: 'Please choose on or off for each message',
  noEmail: 'Add an email address to your account before choosing email messages',
  noMobile: 'Add a mobile number to your account before choosing text messages',
};
