/** What every hosted checkout says of these fields, left empty or not an address: the same words. */
export const FIELD_MESSAGES = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  email: 'Enter an email address like name@example.com.',
} as const;
