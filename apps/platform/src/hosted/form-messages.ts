/** What every hosted checkout says of these fields, left empty or not an address: the same words. */
export const FIELD_MESSAGES = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  email: 'Enter an email address like name@example.com.',
} as const;

/** What every hosted checkout says of a declined payment: the page's title, the callback's words. */
export const PAYMENT_DECLINED = {
  title: 'Payment declined',
  description: 'The payment was declined',
} as const;
