/**
 * A fresh id per visit of a form that creates something (checkout, a booking): the server
 * answers a double click or a resubmit after a lost answer with what the first submit made.
 */
export function newSubmitToken(): string {
  return crypto.randomUUID();
}
