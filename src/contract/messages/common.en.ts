/** Messages every call may answer (`error.*`); the field rules of spec §5 are ./validation.en.ts. */
export const commonEn = {
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
};
