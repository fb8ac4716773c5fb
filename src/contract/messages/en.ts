/** Messages shared by server (`msg` of the envelope) and browser (spec §5, §8). */
export const en = {
  error: {
    requestFailed: 'The request failed',
    loginFirst: 'Please login first',
    invalidField: 'Please check the field: {{field}}',
    notFound: 'The requested item does not exist',
    tooManyRequests: 'Too many requests, please try again later',
    server: 'Submit failed, try later',
    timeout: 'The request timed out, please try again',
    network: 'The network is unavailable, please try again',
  },
  field: {
    lang: 'language',
  },
};
export type Messages = typeof en;
